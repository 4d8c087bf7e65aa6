#pragma once

#include <QObject>

class QCoreApplication;
class QDialog;

namespace hvnet {

// What every dialog of the program does when it first opens, so that it can
// be driven from the keyboard and read without resizing it: each button gets
// a mnemonic (Alt+O for OK) on a letter no other label or button of the
// dialog uses; the focus starts on the first field to type into (the number
// of hosts, not a table beside it), its text selected so that typing replaces
// it; and the dialog grows, up to the screen, until its tables show every
// column whole. Installed once on the application, like WheelGuard.
class DialogManners : public QObject
{
public:
    // Installs the manners on the application; a second call does nothing.
    static void install(QCoreApplication *application);
    // What install() does to each dialog on its first showing; for dialogs
    // shown before the application has them (and tests).
    static void apply(QDialog *dialog);
    // Gives the buttons of a dialog that have no mnemonic one each.
    static void addMnemonics(QWidget *dialog);
    // The mnemonic letter of a text ("&OK": 'o'), or a null character.
    static QChar mnemonicOf(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit DialogManners(QObject *parent) : QObject(parent) { }
};

} // namespace hvnet
