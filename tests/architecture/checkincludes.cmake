# The includes of the product keep the floors of docs/architecture.md:
#  1. an include names its module from the project's root ("model/design.h",
#     "exporters/report/reportbuilder.h"), or a file of the including file's
#     own folder alone; a bare name found nowhere beside the file must be one
#     of the headers the build generates (listed below);
#  2. a module includes only from the modules below it (the table below is the
#     picture of the targets; the root CMakeLists.txt checks the links against
#     the same picture);
#  3. no two units (a header with its source) use each other: each include is
#     an arrow from the including unit to the included one, and a pair of
#     arrows both ways fails.
# Run by ctest as
#   cmake -DSOURCE_DIR=<the project> -P checkincludes.cmake
cmake_minimum_required(VERSION 3.24)

# Each module and the modules its files may include (itself always).
set(may_model)
set(may_templates model)
set(may_plans model)
set(may_platforms model plans)
set(may_exporters model plans platforms templates)
set(may_live model plans platforms)
set(may_remote model plans platforms)
set(may_resources)
set(may_translations)
set(may_views model plans platforms templates exporters live resources)
set(may_app model plans platforms templates exporters live remote resources translations views)
set(modules model templates plans platforms exporters live remote resources translations views app)

# Headers the build writes into a binary folder (a bare name is right there).
set(generated switchplatformlist.h)

set(units)
set(failed)
foreach(module IN LISTS modules)
  file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/${module}/*.h ${SOURCE_DIR}/${module}/*.cpp)
  foreach(file IN LISTS files)
    get_filename_component(dir ${file} DIRECTORY)
    get_filename_component(unit ${file} NAME_WE)
    set(unit "${dir}/${unit}")
    file(STRINGS ${SOURCE_DIR}/${file} includes REGEX "^#include \"")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^#include \"([^\"]*)\".*" "\\1" included "${line}")
      if(NOT included MATCHES "/")
        if(NOT EXISTS ${SOURCE_DIR}/${dir}/${included} AND NOT included IN_LIST generated)
          list(APPEND failed "${file}: \"${included}\" is not beside it: name it with its module's path")
        endif()
        set(path "${dir}/${included}")
      else()
        string(REGEX REPLACE "/.*" "" other_module "${included}")
        if(NOT other_module IN_LIST modules OR NOT EXISTS ${SOURCE_DIR}/${included})
          list(APPEND failed "${file}: \"${included}\" is no file of a module (a path from the project's root)")
        elseif(NOT other_module STREQUAL module AND NOT other_module IN_LIST may_${module})
          list(APPEND failed "${file}: ${module}/ may not include ${other_module}/ (\"${included}\")")
        endif()
        set(path "${included}")
      endif()
      get_filename_component(other_dir ${path} DIRECTORY)
      get_filename_component(other ${path} NAME_WE)
      set(other "${other_dir}/${other}")
      if(NOT other STREQUAL unit)
        string(MAKE_C_IDENTIFIER "${unit}" key)
        list(APPEND uses_${key} ${other})
        list(APPEND units ${unit})
      endif()
    endforeach()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES units)

foreach(a IN LISTS units)
  string(MAKE_C_IDENTIFIER "${a}" key_a)
  foreach(b IN LISTS uses_${key_a})
    string(MAKE_C_IDENTIFIER "${b}" key_b)
    if(a STRLESS b AND DEFINED uses_${key_b} AND a IN_LIST uses_${key_b})
      list(APPEND failed "${a} and ${b} use each other (each includes the other's header)")
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES failed)

if(failed)
  string(REPLACE ";" "\n  " failed "${failed}")
  message(FATAL_ERROR "the includes leave the floors of docs/architecture.md:\n  ${failed}")
endif()
list(LENGTH units count)
message(STATUS "${count} units of ${SOURCE_DIR} keep the floors")
