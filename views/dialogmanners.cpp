#include "dialogmanners.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollBar>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTextEdit>

namespace hvnet {

namespace {

const char shownProperty[] = "hvnetDialogShown";

// A field the user types into or chooses in; a table only when its cells can be edited.
bool isInput(const QWidget *w)
{
    if (!w || !w->isVisibleTo(w->window()) || !w->isEnabled() || w->focusPolicy() == Qt::NoFocus)
        return false;
    if (const auto *edit = qobject_cast<const QLineEdit *>(w))
        return !edit->isReadOnly();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
        return !spin->isReadOnly();
    if (qobject_cast<const QComboBox *>(w))
        return true;
    if (const auto *text = qobject_cast<const QPlainTextEdit *>(w))
        return !text->isReadOnly();
    if (const auto *text = qobject_cast<const QTextEdit *>(w))
        return !text->isReadOnly();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(w))
        return view->editTriggers() != QAbstractItemView::NoEditTriggers;
    return false;
}

// A widget inside a table's cell (an index widget) is not the dialog's first field: the table is.
bool insideItemView(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (qobject_cast<const QAbstractItemView *>(p))
            return true;
    return false;
}

void selectText(QWidget *w)
{
    if (auto *edit = qobject_cast<QLineEdit *>(w))
        edit->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
        spin->selectAll();
    else if (auto *combo = qobject_cast<QComboBox *>(w); combo && combo->lineEdit())
        combo->lineEdit()->selectAll();
}

void focusFirstInput(QDialog *dialog)
{
    QWidget *focused = dialog->focusWidget();
    if (focused && focused != dialog && isInput(focused)) {
        selectText(focused);
        return;
    }
    // The fields in the order Tab visits them, from the dialog itself.
    for (QWidget *w = dialog->nextInFocusChain(); w && w != dialog; w = w->nextInFocusChain()) {
        if (w->window() != dialog || insideItemView(w) || !isInput(w))
            continue;
        // A spin box's or combo box's own line edit stands for its box.
        if (qobject_cast<QLineEdit *>(w) && w->parentWidget()
            && (qobject_cast<QAbstractSpinBox *>(w->parentWidget()) || qobject_cast<QComboBox *>(w->parentWidget())))
            w = w->parentWidget();
        w->setFocus(Qt::TabFocusReason);
        selectText(w);
        return;
    }
}

// Wider until every column of its tables shows whole, within the screen.
void fitTables(QDialog *dialog)
{
    int wider = 0;
    for (QTableView *table : dialog->findChildren<QTableView *>()) {
        if (!table->isVisibleTo(dialog) || !table->model())
            continue;
        const QHeaderView *header = table->horizontalHeader();
        int content = 0;
        for (int c = 0; c < header->count(); ++c)
            if (!header->isSectionHidden(c))
                content += std::max(static_cast<const QAbstractItemView *>(table)->sizeHintForColumn(c), header->sectionSizeHint(c));
        if (table->verticalHeader()->isVisible())
            content += table->verticalHeader()->sizeHint().width();
        content += 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width();
        wider = std::max(wider, content - table->width());
    }
    if (wider <= 0)
        return;
    int width = dialog->width() + wider;
    if (const QScreen *screen = dialog->screen())
        width = std::min(width, screen->availableGeometry().width() * 9 / 10);
    if (width > dialog->width())
        dialog->resize(width, dialog->height());
}

} // namespace

void DialogManners::install(QCoreApplication *application)
{
    static const QString name = QStringLiteral("hvnetDialogManners");
    if (!application || application->findChild<QObject *>(name, Qt::FindDirectChildrenOnly))
        return;
    auto *manners = new DialogManners(application);
    manners->setObjectName(name);
    application->installEventFilter(manners);
}

QChar DialogManners::mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i; // "&&" is an ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

void DialogManners::addMnemonics(QWidget *dialog)
{
    QSet<QChar> used;
    const auto take = [&used](const QString &text) {
        if (const QChar c = mnemonicOf(text); !c.isNull())
            used.insert(c);
    };
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        take(label->text());
    for (const QGroupBox *box : dialog->findChildren<QGroupBox *>())
        take(box->title());
    for (const QTabWidget *tabs : dialog->findChildren<QTabWidget *>())
        for (int i = 0; i < tabs->count(); ++i)
            take(tabs->tabText(i));
    QList<QAbstractButton *> buttons = dialog->findChildren<QAbstractButton *>();
    for (const QAbstractButton *b : buttons)
        take(b->text());
    // The dialog's own answers first (OK before Cancel), then the buttons of its body.
    const auto rank = [](QAbstractButton *b) {
        auto *box = qobject_cast<QDialogButtonBox *>(b->parentWidget());
        if (!box)
            return 3;
        switch (box->buttonRole(b)) {
        case QDialogButtonBox::AcceptRole:
        case QDialogButtonBox::YesRole: return 0;
        case QDialogButtonBox::RejectRole:
        case QDialogButtonBox::NoRole: return 1;
        default: return 2;
        }
    };
    std::stable_sort(buttons.begin(), buttons.end(),
        [&rank](QAbstractButton *a, QAbstractButton *b) { return rank(a) < rank(b); });
    for (QAbstractButton *b : buttons) {
        const QString text = b->text();
        if (text.isEmpty() || !mnemonicOf(text).isNull() || insideItemView(b))
            continue;
        // The first letter of a word, else any letter, not taken yet.
        qsizetype at = -1;
        for (int pass = 0; pass < 2 && at < 0; ++pass)
            for (qsizetype i = 0; i < text.size(); ++i) {
                const QChar c = text.at(i);
                const bool wordStart = i == 0 || !text.at(i - 1).isLetterOrNumber();
                if (c.isLetterOrNumber() && (pass == 1 || wordStart) && !used.contains(c.toLower())) {
                    at = i;
                    break;
                }
            }
        if (at < 0)
            continue;
        used.insert(text.at(at).toLower());
        QString marked = text;
        marked.replace(QLatin1String("&"), QLatin1String("&&"));
        marked.insert(at + text.left(at).count(QLatin1Char('&')), QLatin1Char('&'));
        b->setText(marked);
    }
}

void DialogManners::apply(QDialog *dialog)
{
    addMnemonics(dialog);
    if (qobject_cast<QFileDialog *>(dialog))
        return; // it chooses its own focus and size
    focusFirstInput(dialog);
    if (!qobject_cast<QMessageBox *>(dialog))
        fitTables(dialog);
}

bool DialogManners::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *dialog = qobject_cast<QDialog *>(watched);
        if (dialog && !dialog->property(shownProperty).toBool()) {
            dialog->setProperty(shownProperty, true);
            apply(dialog);
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hvnet
