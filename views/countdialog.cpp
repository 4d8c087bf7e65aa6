#include "countdialog.h"

#include "checkedspinbox.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hvnet {

std::optional<int> askCount(
    QWidget *parent, const QString &title, const QString &label, int value, int minimum, int maximum)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("countDialog"));
    dialog.setWindowTitle(title);
    auto *text = new QLabel(label, &dialog);
    text->setWordWrap(true);
    auto *count = new CheckedSpinBox(&dialog);
    count->setObjectName(QStringLiteral("count"));
    count->setRange(minimum, maximum);
    count->setValue(value);
    count->setKeyboardTracking(false);
    auto *why = new QLabel(&dialog);
    why->setStyleSheet(QStringLiteral("color: #d0322b"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    // OK follows what is typed, not only what was taken.
    QObject::connect(count->findChild<QLineEdit *>(), &QLineEdit::textChanged, &dialog, [count, why, buttons] {
        const QString problem = spinBoxProblem(count);
        why->setText(problem);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    });
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&dialog, count] {
        if (spinBoxProblem(count).isEmpty()) {
            count->interpretText();
            dialog.accept();
        }
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(count);
    layout->addWidget(why);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return count->value();
}

} // namespace hvnet
