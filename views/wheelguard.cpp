#include "wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QWheelEvent>
#include <QWidget>

namespace hvnet {

namespace {

bool isEditor(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) || qobject_cast<const QComboBox *>(object)
        || qobject_cast<const QAbstractSlider *>(object);
}

// The field a widget belongs to: itself, or the spin box around its line edit.
QWidget *editorOf(QWidget *widget)
{
    for (QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget())
        if (isEditor(w))
            return w;
    return nullptr;
}

} // namespace

void WheelGuard::install(QCoreApplication *application)
{
    static const QString name = QStringLiteral("hvnetWheelGuard");
    if (!application || application->findChild<QObject *>(name, Qt::FindDirectChildrenOnly))
        return;
    auto *guard = new WheelGuard(application);
    guard->setObjectName(name);
    application->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && isEditor(watched)) {
        auto *widget = static_cast<QWidget *>(watched);
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    QWidget *editor = editorOf(static_cast<QWidget *>(watched));
    // A scroll bar is a slider that only scrolls: it keeps the wheel.
    if (!editor || editor->hasFocus() || editor->inherits("QScrollBar"))
        return false;
    QWidget *parent = editor->parentWidget();
    if (!parent)
        return true;
    const auto *wheel = static_cast<QWheelEvent *>(event);
    QWheelEvent forwarded(parent->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(), wheel->pixelDelta(),
        wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source(),
        wheel->pointingDevice());
    QCoreApplication::sendEvent(parent, &forwarded);
    return true;
}

} // namespace hvnet
