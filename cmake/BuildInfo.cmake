# Run at every build (cmake -P): writes the version and the commit the build
# is made from into OUTPUT, touching the file only when that changed, so an
# unchanged tree rebuilds nothing.
#   -DSOURCE_DIR=... -DOUTPUT=.../buildinfo.cpp -DVERSION=0.1.0
#
# The commit comes from git when the source is a checkout; from
# cmake/commit.txt when it is an archive (`git archive` writes the commit into
# it; tools/fresh-root.sh writes it, with "-modified" for a changed checkout,
# into its copies); else "unknown".
set(commit "")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    set(commit "")
  else()
    # Tracked files that differ from the commit make it another program.
    execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" status --porcelain --untracked-files=no
                    OUTPUT_VARIABLE changes OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT changes STREQUAL "")
      string(APPEND commit "-modified")
    endif()
  endif()
endif()
if(commit STREQUAL "" AND EXISTS "${SOURCE_DIR}/cmake/commit.txt")
  file(STRINGS "${SOURCE_DIR}/cmake/commit.txt" recorded LIMIT_COUNT 1)
  if(recorded MATCHES "^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]")
    string(SUBSTRING "${recorded}" 0 12 commit)
    if(recorded MATCHES "-modified$")
      string(APPEND commit "-modified")
    endif()
  endif()
endif()
if(commit STREQUAL "")
  set(commit "unknown")
endif()
set(content "// Made by cmake/BuildInfo.cmake at build time; not kept in the repository.
#include \"app/common/buildinfo.h\"

namespace hvnet::BuildInfo {
QString version() { return QStringLiteral(\"${VERSION}\"); }
QString commit() { return QStringLiteral(\"${commit}\"); }
} // namespace hvnet::BuildInfo
")
set(old "")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL content)
  file(WRITE "${OUTPUT}" "${content}")
endif()
