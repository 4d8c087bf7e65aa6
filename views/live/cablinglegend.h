#pragma once

#include <QWidget>

namespace hvnet {

// The key to the cabling marks of the live check: a planned cable LLDP shows
// another end on (a cross), one it shows no neighbour on (faded, dotted, a
// barred circle), a cable as LLDP shows it (dash-dot, a diamond at its end)
// and a neighbour the design does not have (a dashed label with a question
// mark). Each swatch is drawn by the code that draws the canvas.
class CablingLegend : public QWidget
{
    Q_OBJECT

public:
    explicit CablingLegend(QWidget *parent = nullptr);
};

} // namespace hvnet
