# The Debian package: `cmake --build build --target package` writes
# build/hvnet_<version>-<revision>_<arch>.deb with both programs (templates and
# translations compiled in), the desktop entry, the icon, the AppStream
# metadata, the design file's MIME type, the man pages and the bash
# completion (docs/install.md). Its version is the project's.

set(HVNET_HOMEPAGE "https://hvnet.example" CACHE STRING
    "the project's web site, for the package and the AppStream metadata")
set(HVNET_SCREENSHOT_URL "${HVNET_HOMEPAGE}/screenshots" CACHE STRING
    "where the AppStream screenshots are published (the package carries them in /usr/share/hvnet/screenshots)")
set(hvnet_maintainer "The hvnet team <maintainers@users.noreply.a-seed-972dfe3f.example>")
set(hvnet_package_dir ${PROJECT_BINARY_DIR}/package-files)

# The Debian changelog names the package's version; it must be the project's.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/changelog hvnet_changelog_head LIMIT_COUNT 1)
if(NOT hvnet_changelog_head MATCHES "^hvnet \\(([0-9.]+)-([0-9]+)\\)")
  message(FATAL_ERROR "packaging/changelog: the first line must read \"hvnet (VERSION-REVISION) ...\"")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
  message(FATAL_ERROR "packaging/changelog is at ${CMAKE_MATCH_1}, the project at ${PROJECT_VERSION}: "
                      "add an entry for ${PROJECT_VERSION} to packaging/changelog")
endif()
set(hvnet_package_revision ${CMAKE_MATCH_2})

# AppStream's releases, one per changelog entry, newest first.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/changelog hvnet_changelog_lines)
set(HVNET_RELEASES "")
set(hvnet_release_version "")
foreach(line IN LISTS hvnet_changelog_lines)
  if(line MATCHES "^hvnet \\(([0-9.]+)-[0-9]+\\)")
    set(hvnet_release_version ${CMAKE_MATCH_1})
  elseif(line MATCHES "^ -- .*  [A-Z][a-z][a-z], ([0-9]+) ([A-Z][a-z][a-z]) ([0-9][0-9][0-9][0-9])")
    set(day ${CMAKE_MATCH_1})
    set(year ${CMAKE_MATCH_3})
    set(month_names Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
    list(FIND month_names ${CMAKE_MATCH_2} month)
    math(EXPR month "${month} + 1")
    if(month LESS 10)
      set(month "0${month}")
    endif()
    if(day LESS 10)
      set(day "0${day}")
    endif()
    string(APPEND HVNET_RELEASES "    <release version=\"${hvnet_release_version}\" date=\"${year}-${month}-${day}\"/>\n")
  endif()
endforeach()
string(REGEX REPLACE "\n$" "" HVNET_RELEASES "${HVNET_RELEASES}")
configure_file(${PROJECT_SOURCE_DIR}/packaging/org.hvnet.designer.metainfo.xml.in
               ${hvnet_package_dir}/org.hvnet.designer.metainfo.xml @ONLY)

# Man pages and the changelog are installed compressed, as Debian's policy
# asks; gzip -n keeps no name or time, so the bytes are the same every build.
find_program(HVNET_GZIP gzip REQUIRED)
set(hvnet_compressed "")
foreach(page hvnet.1 hvnet-designer.1)
  add_custom_command(OUTPUT ${hvnet_package_dir}/${page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${hvnet_package_dir}
    COMMAND ${HVNET_GZIP} -9n -c ${PROJECT_BINARY_DIR}/man/${page} > ${hvnet_package_dir}/${page}.gz
    DEPENDS ${PROJECT_BINARY_DIR}/man/${page} VERBATIM)
  list(APPEND hvnet_compressed ${hvnet_package_dir}/${page}.gz)
endforeach()
add_custom_command(OUTPUT ${hvnet_package_dir}/changelog.Debian.gz
  COMMAND ${CMAKE_COMMAND} -E make_directory ${hvnet_package_dir}
  COMMAND ${HVNET_GZIP} -9n -c ${PROJECT_SOURCE_DIR}/packaging/changelog > ${hvnet_package_dir}/changelog.Debian.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/packaging/changelog VERBATIM)
list(APPEND hvnet_compressed ${hvnet_package_dir}/changelog.Debian.gz)
add_custom_target(hvnet_package_files ALL DEPENDS ${hvnet_compressed})

# What the package installs besides the programs (app/CMakeLists.txt).
install(FILES ${hvnet_package_dir}/hvnet.1.gz ${hvnet_package_dir}/hvnet-designer.1.gz DESTINATION share/man/man1)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.hvnet.designer.desktop DESTINATION share/applications)
install(FILES ${hvnet_package_dir}/org.hvnet.designer.metainfo.xml DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/hvnet-mime.xml DESTINATION share/mime/packages RENAME hvnet.xml)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hvnet.svg DESTINATION share/icons/hicolor/scalable/apps
        RENAME org.hvnet.designer.svg)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hvnet.svg DESTINATION share/icons/hicolor/scalable/mimetypes
        RENAME application-x-hvnet-design.svg)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/templates/starters/ DESTINATION share/hvnet/examples
        FILES_MATCHING PATTERN "*.hvnet")
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright ${hvnet_package_dir}/changelog.Debian.gz
        DESTINATION share/doc/hvnet)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION share/doc/hvnet)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION share/doc/hvnet/docs FILES_MATCHING PATTERN "*.md")

# Qt loads its platform and image plugins at run time, so dpkg-shlibdeps
# cannot see them: the packages that hold the ones the designer needs are
# found where this build's Qt keeps them, on this release (Debian 12 keeps
# the X11 platform in libqt6gui6, Debian 13 in qt6-qpa-plugins).
set(hvnet_plugin_packages "")
find_program(HVNET_DPKG_QUERY dpkg-query)
if(HVNET_DPKG_QUERY)
  function(hvnet_owner_package path out)
    execute_process(COMMAND ${HVNET_DPKG_QUERY} -S ${path} OUTPUT_VARIABLE owner ERROR_QUIET
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    set(${out} "" PARENT_SCOPE)
    if(owner MATCHES "^([a-z0-9.+-]+)(:[a-z0-9]+)?: ")
      set(${out} ${CMAKE_MATCH_1} PARENT_SCOPE)
    endif()
  endfunction()
  # The packages of the libraries the programs link are dpkg-shlibdeps's.
  set(hvnet_linked_packages "")
  foreach(library Core Gui Widgets Svg Charts PrintSupport)
    get_target_property(location Qt6::${library} LOCATION)
    get_filename_component(location ${location} REALPATH)
    hvnet_owner_package(${location} owner)
    list(APPEND hvnet_linked_packages ${owner})
  endforeach()
  get_target_property(hvnet_qtcore_location Qt6::Core LOCATION)
  get_filename_component(hvnet_qt_libdir ${hvnet_qtcore_location} DIRECTORY)
  foreach(plugin platforms/libqxcb.so imageformats/libqsvg.so iconengines/libqsvgicon.so)
    hvnet_owner_package(${hvnet_qt_libdir}/qt6/plugins/${plugin} owner)
    if(owner AND NOT owner IN_LIST hvnet_linked_packages)
      list(APPEND hvnet_plugin_packages ${owner})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES hvnet_plugin_packages)
endif()
list(JOIN hvnet_plugin_packages ", " hvnet_plugin_depends)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME hvnet)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The hvnet team")
set(CPACK_PACKAGE_CONTACT "${hvnet_maintainer}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "designer for converged Hyper-V networks with RDMA")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${hvnet_package_revision})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${hvnet_maintainer}")
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${HVNET_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${hvnet_plugin_depends}")
# libssh-4 (hvnet probe's transport) comes into Depends by dpkg-shlibdeps,
# as every linked library; the OpenSSH client is what a ProxyJump in
# ~/.ssh/config runs (libssh 0.10 jumps through a ProxyCommand). Qt's own
# texts (standard buttons, file dialogs) in the user's language come from
# qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "fonts-dejavu-core | fonts-dejavu, xdg-utils, openssh-client, qt6-translations-l10n")
# The long description in lines under 80 columns, an empty line between
# paragraphs; CPack puts the summary above it and indents it as Debian's
# policy has it (a space before each line, " ." for the empty one).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"hvnet is a desktop designer (hvnet-designer) and a command line (hvnet) for
Hyper-V clusters on Scale-Out File Servers and hyperconverged Storage Spaces
Direct with RDMA (SMB Direct).

The network is a model of nodes, RDMA adapters, teams, virtual switches,
subnets, switches and cables, checked against design rules with ids, reasons
and sources. From it, hvnet writes an idempotent PowerShell deployment script
per node, switch configurations for seven platforms, a design report and a
diagram, and a read-only kit whose output it compares with the plan of a
running cluster.")

# The AppStream screenshots are made when the package is, by the designer
# just built (cmake/PackageScreenshots.cmake.in), into the staged tree.
configure_file(${PROJECT_SOURCE_DIR}/cmake/PackageScreenshots.cmake.in
               ${PROJECT_BINARY_DIR}/PackageScreenshots.cmake @ONLY)
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_BINARY_DIR}/PackageScreenshots.cmake)

include(CPack)
