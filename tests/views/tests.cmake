# The Live dock on its own, offscreen, with a screenshot in the build folder.
hvnet_add_test(tst_livedock LIBS hvnet_views hvnet_live hvnet_evidence_cases)
target_compile_definitions(tst_livedock PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
hvnet_add_test(tst_report LIBS hvnet_views hvnet_templates)
target_compile_definitions(tst_report PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
