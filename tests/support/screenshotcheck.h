#pragma once

// What a person would notice in a screenshot of a window or dialog, checked
// where the tests save one for people to look at: the picture is the
// widget's size and not tiny, it shows something (many colours, no single
// colour over nearly all of it: not a blank or half-painted window), and the
// title bar says what the window is.

#include <QHash>
#include <QImage>
#include <QString>
#include <QWidget>

#include <algorithm>

// Saves the screenshot to path; returns what is wrong with it, or nothing.
inline QString screenshotProblem(QWidget &widget, const QString &path, const QString &titleContains)
{
    const QImage shot = widget.grab().toImage();
    if (shot.isNull() || !shot.save(path))
        return QStringLiteral("no picture saved to %1").arg(path);
    const QSize expected = widget.size() * widget.devicePixelRatio();
    if (shot.size() != expected)
        return QStringLiteral("%1x%2, the widget is %3x%4")
            .arg(shot.width())
            .arg(shot.height())
            .arg(expected.width())
            .arg(expected.height());
    if (shot.width() < 300 || shot.height() < 150)
        return QStringLiteral("only %1x%2").arg(shot.width()).arg(shot.height());
    QHash<QRgb, int> colours;
    int samples = 0;
    for (int y = 0; y < shot.height(); y += 3)
        for (int x = 0; x < shot.width(); x += 3, ++samples)
            ++colours[shot.pixel(x, y)];
    int most = 0;
    for (const int count : colours)
        most = std::max(most, count);
    if (colours.size() < 12 || most > samples * 95 / 100)
        return QStringLiteral("blank: %1 colours, the commonest on %2% of it")
            .arg(colours.size())
            .arg(100 * most / samples);
    const QString title = widget.window()->windowTitle();
    if (titleContains.isEmpty() || !title.contains(titleContains))
        return QStringLiteral("title \"%1\", expected it to name \"%2\"").arg(title, titleContains);
    return {};
}
