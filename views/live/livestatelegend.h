#pragma once

#include <QWidget>

namespace hvnet {

// The key to the live state marks: a swatch in each state's colour and
// outline with its name (matches, differs, not checked).
class LiveStateLegend : public QWidget
{
    Q_OBJECT

public:
    explicit LiveStateLegend(QWidget *parent = nullptr);
};

} // namespace hvnet
