hvnet_add_test(tst_powershell LIBS hvnet_exporters hvnet_templates hvnet_script_checks)
hvnet_add_test(tst_collect LIBS hvnet_exporters hvnet_templates hvnet_script_checks nlohmann_json::nlohmann_json)
hvnet_add_test(tst_switches LIBS hvnet_exporters hvnet_templates hvnet_switch_syntax)
hvnet_add_test(tst_switchreadback LIBS hvnet_exporters hvnet_live hvnet_templates)
hvnet_add_test(tst_reports LIBS hvnet_model hvnet_exporters nlohmann_json::nlohmann_json)
hvnet_add_test(tst_ansible LIBS hvnet_exporters hvnet_templates nlohmann_json::nlohmann_json)
# Hostile names and texts through every exporter of the registry and the
# collect kit, read back by the project's own readers.
hvnet_add_test(tst_hostile LIBS hvnet_exporters hvnet_live hvnet_templates hvnet_script_checks)
