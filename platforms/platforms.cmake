# What the build makes of the platform registry (registry.cmake), for the main
# build and the fuzz build alike.
include(${CMAKE_CURRENT_LIST_DIR}/registry.cmake)

# The C++ name of a platform's enumerator: each word of the id capitalised,
# the hyphens dropped (vendor-os -> VendorOs).
function(hvnet_platform_identifier id out)
  string(REPLACE "-" ";" parts "${id}")
  set(name "")
  foreach(part IN LISTS parts)
    string(SUBSTRING "${part}" 0 1 first)
    string(SUBSTRING "${part}" 1 -1 rest)
    string(TOUPPER "${first}" first)
    string(APPEND name "${first}${rest}")
  endforeach()
  set(${out} "${name}" PARENT_SCOPE)
endfunction()

# Writes switchplatformlist.h into DIR: the registry as an X macro,
# HVNET_SWITCH_PLATFORMS(X) calling X(Enumerator, "id") once per platform in
# the registry's order. The model's enum and the driver registry expand it.
function(hvnet_write_platform_list dir)
  set(entries "")
  foreach(id IN LISTS HVNET_PLATFORMS)
    if(NOT id MATCHES "^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
      message(FATAL_ERROR "platforms/registry.cmake: \"${id}\" is no platform id (lower case words joined by hyphens)")
    endif()
    if(NOT EXISTS ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${id}/platform.json)
      message(FATAL_ERROR "platforms/registry.cmake names ${id}, but platforms/${id}/platform.json does not exist")
    endif()
    hvnet_platform_identifier(${id} name)
    string(APPEND entries " \\\n    X(${name}, \"${id}\")")
  endforeach()
  set(HVNET_PLATFORM_ENTRIES "${entries}")
  configure_file(${CMAKE_CURRENT_FUNCTION_LIST_DIR}/switchplatformlist.h.in ${dir}/switchplatformlist.h @ONLY)
endfunction()
