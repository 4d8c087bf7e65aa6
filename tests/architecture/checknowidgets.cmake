# Fails when a program loads Qt Widgets, so the command line runs on a server
# without display libraries: `hvnet` draws the diagram
# and the report with exporters/diagram/ on Qt Gui alone. Run by ctest as
#   cmake -DPROGRAM=<file> -P checknowidgets.cmake
# ldd lists every shared library the program loads, those of its libraries
# too, so a widget dependency that comes in through another Qt module (Qt
# Charts, Qt PrintSupport, Qt SvgWidgets) is caught as well.
if(NOT PROGRAM)
  message(FATAL_ERROR "checknowidgets.cmake: pass -DPROGRAM=<file>")
endif()
execute_process(COMMAND ldd ${PROGRAM} OUTPUT_VARIABLE libraries ERROR_VARIABLE problem RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "ldd ${PROGRAM} failed (${code}): ${problem}")
endif()
# Not an empty or foreign answer: the program does load Qt Gui.
if(NOT libraries MATCHES "libQt6Gui")
  message(FATAL_ERROR "ldd ${PROGRAM} does not list libQt6Gui; cannot judge:\n${libraries}")
endif()
string(REGEX MATCHALL "libQt6[A-Za-z]*Widgets[^ \n]*" widgets "${libraries}")
list(REMOVE_DUPLICATES widgets)
if(widgets)
  message(FATAL_ERROR "${PROGRAM} loads ${widgets}: the command line must not link widgets")
endif()
message(STATUS "${PROGRAM} loads no Qt Widgets")
