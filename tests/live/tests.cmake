hvnet_add_test(tst_live LIBS hvnet_live hvnet_evidence_simulator hvnet_templates nlohmann_json::nlohmann_json)
target_compile_definitions(tst_live PRIVATE HVNET_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
hvnet_add_test(tst_liveswitches LIBS hvnet_live hvnet_evidence_simulator hvnet_switch_simulator)
# The push's difference and change on every platform, without any network.
hvnet_add_test(tst_switchdelta LIBS hvnet_live hvnet_switch_simulator)
# Real lldpd in network namespaces (root, iproute2, lldpd; tools/setup.sh).
# RUN_SERIAL: it creates namespaces and daemons; nothing else runs beside it.
hvnet_add_test(tst_lldpnetns LIBS hvnet_live)
set_tests_properties(tst_lldpnetns PROPERTIES RUN_SERIAL TRUE TIMEOUT 120)
