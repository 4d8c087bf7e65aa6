#include "checkedspinbox.h"

#include <QCoreApplication>
#include <QToolTip>

namespace hvnet {

namespace {
// One translation context for this file, as lupdate sees it too.
struct SpinBoxText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::CheckedSpinBox)
};

} // namespace

QString spinBoxProblem(const QAbstractSpinBox *box)
{
    const QString special = box->specialValueText();
    QString text;
    double minimum = 0;
    double maximum = 0;
    int decimals = 0;
    if (const auto *spin = qobject_cast<const QSpinBox *>(box)) {
        text = spin->cleanText();
        minimum = spin->minimum();
        maximum = spin->maximum();
    } else if (const auto *spin = qobject_cast<const QDoubleSpinBox *>(box)) {
        text = spin->cleanText();
        minimum = spin->minimum();
        maximum = spin->maximum();
        decimals = spin->decimals();
    } else {
        return {};
    }
    text = text.trimmed();
    if (!special.isEmpty() && (box->text() == special || text.isEmpty()))
        return {};
    if (text.isEmpty())
        return SpinBoxText::tr("Enter a number.");
    // With a special value (unset), the lowest value of the box stands for it.
    const double lowest = special.isEmpty() ? minimum : minimum + (decimals == 0 ? 1 : 0);
    const QLocale locale = box->locale();
    bool ok = false;
    const double value = locale.toDouble(text, &ok);
    if (!ok)
        return SpinBoxText::tr("\"%1\" is not a number.").arg(text);
    const qsizetype point = text.indexOf(locale.decimalPoint());
    if (decimals == 0 && point >= 0)
        return SpinBoxText::tr("%1 is not a whole number.").arg(text);
    if (point >= 0 && text.size() - point - 1 > decimals)
        return SpinBoxText::tr("%1 has more decimals than the %n kept here.", nullptr, decimals).arg(text);
    if ((value < lowest || value > maximum) && !(special.isEmpty() ? false : value == minimum))
        return SpinBoxText::tr("%1 is outside %2 to %3; it was not taken.")
            .arg(text, locale.toString(lowest, 'f', decimals), locale.toString(maximum, 'f', decimals));
    return {};
}

void markSpinBox(QAbstractSpinBox *box, const QString &why)
{
    if (why.isEmpty() && !box->property("invalid").toBool())
        return;
    box->setProperty("invalid", !why.isEmpty());
    box->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("QAbstractSpinBox { border: 2px solid #d0322b; }"));
    box->setToolTip(why);
    // Said at once where the eyes are, not only on hovering.
    if (!why.isEmpty() && box->isVisible())
        QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), why, box);
}

} // namespace hvnet
