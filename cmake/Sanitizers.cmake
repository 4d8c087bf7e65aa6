# A build under the compilers' sanitizers, in a build folder of its own:
#   cmake -S . -B build-asan -DHVNET_SANITIZE=address,undefined
#   cmake -S . -B build-tsan -DHVNET_SANITIZE=thread
# Every target (the libraries, the programs, the tests) is compiled and linked
# with -fsanitize=<the list>. Undefined behaviour stops the program
# (-fno-sanitize-recover), so a report fails its test instead of scrolling
# past. The tests find the runtime options and the suppressions of
# third-party frames (tools/sanitizers/, each entry says why) in their
# environment: hvnet_add_test passes HVNET_SANITIZER_ENVIRONMENT.
# ASan and UBSan go together; TSan excludes ASan (the compilers refuse the
# pair).
set(HVNET_SANITIZE "" CACHE STRING
    "comma-separated sanitizers to build with: address,undefined or thread (empty: none)")
set(HVNET_SANITIZER_ENVIRONMENT "")
if(HVNET_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "HVNET_SANITIZE needs GCC or Clang")
  endif()
  string(REPLACE "," ";" hvnet_sanitizers "${HVNET_SANITIZE}")
  foreach(sanitizer IN LISTS hvnet_sanitizers)
    if(NOT sanitizer MATCHES "^(address|undefined|thread|leak)$")
      message(FATAL_ERROR "HVNET_SANITIZE: '${sanitizer}' is none of address, undefined, thread, leak")
    endif()
  endforeach()
  if("thread" IN_LIST hvnet_sanitizers AND ("address" IN_LIST hvnet_sanitizers OR "leak" IN_LIST hvnet_sanitizers))
    message(FATAL_ERROR "HVNET_SANITIZE: thread cannot be combined with address or leak")
  endif()
  # -O1 and line tables only (-g1): the sanitizers' reports name function,
  # file and line, and the tree builds faster than with -O2 -g (CI
  # builds it beside the others). After the build type's flags, so these win.
  add_compile_options(-fsanitize=${HVNET_SANITIZE} -fno-omit-frame-pointer -O1 -g1)
  add_link_options(-fsanitize=${HVNET_SANITIZE})
  if("undefined" IN_LIST hvnet_sanitizers)
    add_compile_options(-fno-sanitize-recover=undefined)
  endif()
  set(supp ${PROJECT_SOURCE_DIR}/tools/sanitizers)
  if("address" IN_LIST hvnet_sanitizers)
    list(APPEND HVNET_SANITIZER_ENVIRONMENT
         "ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1"
         "LSAN_OPTIONS=suppressions=${supp}/lsan.supp:print_suppressions=0")
  endif()
  if("undefined" IN_LIST hvnet_sanitizers)
    list(APPEND HVNET_SANITIZER_ENVIRONMENT "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
  endif()
  # The code runs several times slower under the sanitizers, and CI runs the
  # trees beside other builds: the tests' waits for work they started
  # (tests/support/testtime.h) and Qt Test's limit per test function
  # (300 s) are stretched.
  list(APPEND HVNET_SANITIZER_ENVIRONMENT "HVNET_TEST_TIME_SCALE=6" "QTEST_FUNCTION_TIMEOUT=1200000")
  # tst_crashsafe kills its child 100 times per case in the plain tree; under
  # a sanitizer each kill costs seconds and a few reach the same code.
  list(APPEND HVNET_SANITIZER_ENVIRONMENT "HVNET_CRASHSAFE_KILLS=20")
  if("thread" IN_LIST hvnet_sanitizers)
    list(APPEND HVNET_SANITIZER_ENVIRONMENT
         "TSAN_OPTIONS=suppressions=${supp}/tsan.supp:halt_on_error=1:second_deadlock_stack=1")
  endif()
  message(STATUS "hvnet: building with -fsanitize=${HVNET_SANITIZE}")
endif()
