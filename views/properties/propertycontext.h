#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace hvnet {

class DesignActions;
class DesignDocument;

// What a page of the properties dock edits through, and how it answers
// back: the document (commands), the designer's actions (adapters, ports,
// subnets that renumber), a parent for questions, and the dock's own
// reactions to an edit it refused.
struct PropertyContext {
    DesignDocument *document = nullptr;
    DesignActions *actions = nullptr;
    QWidget *parent = nullptr;
    // Says why an edit was not made and shows the old values again.
    std::function<void(const QString &why)> refuse;
    // Shows the old values again (a question was cancelled).
    std::function<void()> reshow;
    // Whether a question about an edit is up: asking takes the focus from
    // the field, which would commit it again; one question at a time.
    bool *asking = nullptr;
};

} // namespace hvnet
