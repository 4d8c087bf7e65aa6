#pragma once

// The round trip every edit of a document must survive: what it did is
// undone to exactly the design before it and redone to exactly the design
// after it, and the design it leaves still reads back (no reference to
// nothing). For one command (tst_designdocument) and for the designer's
// actions of several commands (tst_designactions).

#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designwriter.h"

#include <QTest>
#include <QUndoStack>

template <typename Edit> void undoRoundTrip(hvnet::DesignDocument &document, Edit edit)
{
    const hvnet::Design before = document.design();
    edit();
    const hvnet::Design after = document.design();
    QVERIFY(!(after == before));
    document.undoStack()->undo();
    QVERIFY(document.design() == before);
    document.undoStack()->redo();
    QVERIFY(document.design() == after);
    const auto reread = hvnet::DesignReader::read(hvnet::DesignWriter::write(document.design()));
    QVERIFY2(reread.design, qPrintable(reread.error.toString()));
}
