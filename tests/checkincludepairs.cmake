# No two units of the product (a header with its source) use each other:
# each #include "x.h" is an arrow from the including file's unit to x, and a
# pair of arrows both ways fails the test. Run by ctest as
#   cmake -DSOURCE_DIR=<the project> -P checkincludepairs.cmake
# The pairs that still use each other are listed below, each with what ties
# them; a listed pair that no longer does is only reported.
cmake_minimum_required(VERSION 3.24)

set(known_pairs
  "canvasmenu mainwindow" # the canvas's context menu calls back into the window
  "designedits portplanner" # the port planner and the edits that place ports
)

set(units)
file(GLOB_RECURSE files ${SOURCE_DIR}/model/*.h ${SOURCE_DIR}/model/*.cpp ${SOURCE_DIR}/plans/*.h ${SOURCE_DIR}/plans/*.cpp
     ${SOURCE_DIR}/platforms/*.h ${SOURCE_DIR}/platforms/*.cpp ${SOURCE_DIR}/exporters/*.h ${SOURCE_DIR}/exporters/*.cpp
     ${SOURCE_DIR}/live/*.h ${SOURCE_DIR}/live/*.cpp ${SOURCE_DIR}/views/*.h ${SOURCE_DIR}/views/*.cpp
     ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
foreach(file IN LISTS files)
  get_filename_component(unit ${file} NAME_WE)
  file(STRINGS ${file} includes REGEX "^#include \"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"([^\"]*)\".*" "\\1" included "${line}")
    get_filename_component(other ${included} NAME_WE)
    if(NOT other STREQUAL unit)
      list(APPEND uses_${unit} ${other})
      list(APPEND units ${unit})
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES units)

set(found)
foreach(a IN LISTS units)
  foreach(b IN LISTS uses_${a})
    if(a STRLESS b AND DEFINED uses_${b} AND a IN_LIST uses_${b})
      list(APPEND found "${a} ${b}")
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES found)

set(failed)
foreach(pair IN LISTS found)
  if(NOT pair IN_LIST known_pairs)
    list(APPEND failed ${pair})
  endif()
endforeach()
foreach(pair IN LISTS known_pairs)
  if(NOT pair IN_LIST found)
    message(STATUS "${pair} no longer use each other: take the pair off the list in checkincludepairs.cmake")
  endif()
endforeach()
if(failed)
  string(REPLACE ";" "\n  " failed "${failed}")
  message(FATAL_ERROR "these units use each other (each includes the other's header):\n  ${failed}")
endif()
