hvnet_add_test(tst_switchevidence LIBS hvnet_platforms)
# The shared suite every switch platform's recorded outputs and generated
# configurations run through (platforms/<platform>/tests/).
hvnet_add_test(tst_platforms LIBS hvnet_exporters hvnet_live hvnet_templates)
target_compile_definitions(tst_platforms PRIVATE HVNET_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
