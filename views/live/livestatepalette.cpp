#include "livestatepalette.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct LiveStateText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::LiveStatePalette)
};

} // namespace

QColor LiveStatePalette::colour(LiveResult::State state)
{
    // Green and red far enough apart in lightness to stay distinct for the
    // common colour vision deficiencies; grey for what was not looked at.
    switch (state) {
    case LiveResult::State::Matches: return QColor(0x1e, 0x8e, 0x3e);
    case LiveResult::State::Differs: return QColor(0xd0, 0x32, 0x2b);
    case LiveResult::State::NotChecked: return QColor(0x8a, 0x94, 0xa0);
    }
    return {};
}

QColor LiveStatePalette::observedColour()
{
    // A deep violet: darker than the subnets' purple, far from the states'
    // red and green in hue and lightness.
    return QColor(0x5b, 0x2a, 0x86);
}

QPen LiveStatePalette::observedPen()
{
    QPen pen(observedColour(), 2.5, Qt::DashDotLine, Qt::RoundCap);
    pen.setDashPattern({6, 3, 1, 3});
    return pen;
}

QColor LiveStatePalette::severityColour(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QColor(0xd0, 0x32, 0x2b);
    case Severity::Warning: return QColor(0xb7, 0x79, 0x00);
    case Severity::Info: return QColor(0x1f, 0x6f, 0xd1);
    }
    return {};
}

Qt::PenStyle LiveStatePalette::penStyle(LiveResult::State state)
{
    return state == LiveResult::State::NotChecked ? Qt::DashLine : Qt::SolidLine;
}

QString LiveStatePalette::label(LiveResult::State state)
{
    switch (state) {
    case LiveResult::State::Matches: return LiveStateText::tr("matches");
    case LiveResult::State::Differs: return LiveStateText::tr("differs");
    case LiveResult::State::NotChecked: return LiveStateText::tr("not checked");
    }
    return {};
}

QString LiveStatePalette::description(LiveResult::State state)
{
    switch (state) {
    case LiveResult::State::Matches:
        return LiveStateText::tr("The evidence was compared with the plan and nothing differs.");
    case LiveResult::State::Differs:
        return LiveStateText::tr("The evidence differs from the plan: a live finding names this object.");
    case LiveResult::State::NotChecked:
        return LiveStateText::tr("There is no evidence for this object, or it could not be read.");
    }
    return {};
}

} // namespace hvnet
