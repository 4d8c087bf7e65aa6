#pragma once

#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QSpinBox>

namespace hvnet {

// Why what a spin box shows cannot be taken (a number outside its range, or
// with more decimals than it keeps), or an empty string when it can. The
// special value text ("untagged", "(none)") counts as taken.
QString spinBoxProblem(const QAbstractSpinBox *box);
// Marks a spin box as holding input that was not taken (red frame, the
// reason as tooltip, property "invalid"), or clears the mark.
void markSpinBox(QAbstractSpinBox *box, const QString &why);

// A spin box that never changes what was typed. Qt's own drops the keystroke
// that would leave the range (typing 5000 into a VLAN box leaves 500, a
// valid but wrong VLAN) and on leaving the field puts back the last value.
// Here a number outside the range stays as typed, is marked invalid with the
// reason, and is not taken: valueChanged() only ever carries a value in range.
template <typename Base> class CheckedSpin : public Base
{
public:
    using Base::Base;

    QValidator::State validate(QString &input, int &pos) const override
    {
        const QValidator::State state = Base::validate(input, pos);
        // Anything that reads as a number is let through while typing; it is
        // judged when the field is left or Enter is pressed.
        if (state == QValidator::Invalid && looksNumeric(input))
            return QValidator::Intermediate;
        return state;
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && refused()) {
            event->accept();
            return;
        }
        markSpinBox(this, {});
        Base::keyPressEvent(event);
    }

    void focusOutEvent(QFocusEvent *event) override
    {
        if (refused()) {
            // Not the base's handling: it would put the last value back
            // and hide what was typed.
            QWidget::focusOutEvent(event);
            return;
        }
        markSpinBox(this, {});
        Base::focusOutEvent(event);
    }

private:
    bool refused()
    {
        const QString why = spinBoxProblem(this);
        markSpinBox(this, why);
        // An emptied field with a special value ("(none)", "untagged") means that value.
        if (why.isEmpty() && !this->specialValueText().isEmpty() && this->cleanText().trimmed().isEmpty())
            this->setValue(this->minimum());
        return !why.isEmpty();
    }

    bool looksNumeric(const QString &input) const
    {
        QString text = input;
        if (!this->prefix().isEmpty() && text.startsWith(this->prefix()))
            text.remove(0, this->prefix().size());
        if (!this->suffix().isEmpty() && text.endsWith(this->suffix()))
            text.chop(this->suffix().size());
        text = text.trimmed();
        if (text.isEmpty())
            return false;
        int digits = 0;
        for (const QChar c : text) {
            if (c.isDigit())
                ++digits;
            else if (c != this->locale().decimalPoint().front() && c != u'-' && c != u'+')
                return false;
        }
        return digits > 0;
    }
};

using CheckedSpinBox = CheckedSpin<QSpinBox>;
using CheckedDoubleSpinBox = CheckedSpin<QDoubleSpinBox>;

} // namespace hvnet
