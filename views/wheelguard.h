#pragma once

#include <QObject>

class QCoreApplication;

namespace hvnet {

// Scrolling never edits. A spin box, combo box or slider anywhere in the
// program takes the mouse wheel only while it has the keyboard focus (a click
// or Tab gives it); otherwise the wheel scrolls what the field sits in, as the
// user meant. Installed once on the application, so every dock and dialog,
// including those made later, behaves alike: the fields get Qt's
// StrongFocus (the wheel no longer gives them focus) when they are polished,
// and a wheel event over an unfocused field goes to the field's parent.
class WheelGuard : public QObject
{
public:
    // Installs the guard on the application; a second call does nothing.
    static void install(QCoreApplication *application);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) { }
};

} // namespace hvnet
