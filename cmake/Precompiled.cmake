# Precompiled headers for the libraries: every source file of hvnet pulls in
# hundreds of Qt and standard library headers, and parsing them was most of
# the time of a build (a quarter hour on two cores, three builds in CI).
# Each library precompiles the headers most of its files include once;
# -Winvalid-pch says when one cannot be used.
# HVNET_PRECOMPILED_HEADERS=OFF builds without them, for a check that every
# file includes what it uses.
option(HVNET_PRECOMPILED_HEADERS "precompile the common Qt and standard headers of each library" ON)

if(HVNET_PRECOMPILED_HEADERS AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  add_compile_options(-Winvalid-pch)
endif()

set(hvnet_pch_core
  <QtCore/QByteArray> <QtCore/QCoreApplication> <QtCore/QHash> <QtCore/QList> <QtCore/QMap> <QtCore/QObject>
  <QtCore/QRegularExpression> <QtCore/QSet> <QtCore/QString> <QtCore/QStringList> <QtCore/QVariant>
  <algorithm> <functional> <map> <memory> <optional> <set> <vector>)
set(hvnet_pch_gui <QtGui/QColor> <QtGui/QFont> <QtGui/QPainter> <QtGui/QPen>)
set(hvnet_pch_widgets
  <QtGui/QAction> <QtWidgets/QComboBox> <QtWidgets/QDialog> <QtWidgets/QHeaderView> <QtWidgets/QLabel>
  <QtWidgets/QLineEdit> <QtWidgets/QPushButton> <QtWidgets/QVBoxLayout> <QtWidgets/QWidget>)

# hvnet_precompile(TARGET [GUI] [WIDGETS])
function(hvnet_precompile target)
  if(NOT HVNET_PRECOMPILED_HEADERS)
    return()
  endif()
  cmake_parse_arguments(ARG "GUI;WIDGETS" "" "" ${ARGN})
  set(headers ${hvnet_pch_core})
  if(ARG_GUI OR ARG_WIDGETS)
    list(APPEND headers ${hvnet_pch_gui})
  endif()
  if(ARG_WIDGETS)
    list(APPEND headers ${hvnet_pch_widgets})
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# The tests are one file each, so a header precompiled per test would save
# nothing: they all use one, made by hvnet_tests_pch with only the
# definitions every test has (GCC takes a precompiled header when the file
# defines more macros than it was made with, never fewer or others, and only
# when the headers in it do not test the extra ones: QTest looks at
# QT_GUI_LIB, so it stays out).
function(hvnet_test_precompiled_headers)
  if(NOT HVNET_PRECOMPILED_HEADERS)
    return()
  endif()
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/hvnet_tests_pch.cpp "// the precompiled header of the tests\n")
  add_library(hvnet_tests_pch OBJECT ${CMAKE_CURRENT_BINARY_DIR}/hvnet_tests_pch.cpp)
  target_link_libraries(hvnet_tests_pch PRIVATE Qt6::Core Qt6::Test)
  target_compile_definitions(hvnet_tests_pch PRIVATE ${ARGN})
  # The tests' optimisation (tests/CMakeLists.txt): GCC takes a precompiled
  # header only when it was made at the file's -O level.
  target_compile_options(hvnet_tests_pch PRIVATE ${HVNET_TEST_OPTIMIZE})
  target_precompile_headers(hvnet_tests_pch PRIVATE ${hvnet_pch_core})
endfunction()
