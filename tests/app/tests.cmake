hvnet_add_test(tst_cli LIBS hvnet_model nlohmann_json::nlohmann_json)
target_compile_definitions(tst_cli PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>" HVNET_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
add_dependencies(tst_cli hvnet)
# hvnet collect and hvnet check as a process, on the evidence fixtures.
hvnet_add_test(tst_clilive LIBS hvnet_evidence_cases hvnet_evidence_simulator)
target_compile_definitions(tst_clilive PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_clilive hvnet)
# hvnet import: the import of every evidence the repository has checks clean
# against it; the command line; the designer opens the result.
hvnet_add_test(tst_import LIBS hvnet_live hvnet_evidence_simulator hvnet_switch_simulator hvnet_designer_ui)
target_compile_definitions(tst_import PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>" HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
add_dependencies(tst_import hvnet)
hvnet_add_test(tst_designer LIBS hvnet_designer_ui)
target_compile_definitions(tst_designer PRIVATE HVNET_DESIGNER="$<TARGET_FILE:hvnet-designer>" HVNET_CLI="$<TARGET_FILE:hvnet>"
                           HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
add_dependencies(tst_designer hvnet-designer hvnet)
hvnet_add_test(tst_designerflow LIBS hvnet_designer_ui hvnet_app_common)
target_compile_definitions(tst_designerflow PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
hvnet_add_test(tst_designertrust LIBS hvnet_designer_ui hvnet_app_common)
target_compile_definitions(tst_designertrust PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}" HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_designertrust hvnet)
# The live check wired into the real window, on the evidence fixtures.
hvnet_add_test(tst_designerlive LIBS hvnet_designer_ui hvnet_app_common hvnet_evidence_cases)
target_compile_definitions(tst_designerlive PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
# The cabling overlay and the port map of planned against observed, in the
# real window, on simulated hosts and switches.
hvnet_add_test(tst_designercabling LIBS hvnet_designer_ui hvnet_app_common hvnet_evidence_simulator hvnet_switch_simulator)
target_compile_definitions(tst_designercabling PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
# Nothing on screen or on paper may mislead: live marks and counts, the wheel,
# code on paper, the docks of the open design.
hvnet_add_test(tst_designerverdict LIBS hvnet_designer_ui hvnet_app_common hvnet_evidence_cases)
target_compile_definitions(tst_designerverdict PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
# Design > Probe Over SSH... in the real window, against real sshd servers on
# loopback whose sessions are simulated devices (tests/support/sshsite.h).
hvnet_add_test(tst_designerprobe LIBS hvnet_designer_ui hvnet_app_common hvnet_ssh_site)
target_compile_definitions(tst_designerprobe PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
add_dependencies(tst_designerprobe hvnet_windows_sim hvnet_switch_sim)
set_tests_properties(tst_designerprobe PROPERTIES TIMEOUT 600)
# Design > Deploy... in the real window, on the same rig: preview, push, the
# result as the live check.
hvnet_add_test(tst_designerdeploy LIBS hvnet_designer_ui hvnet_app_common hvnet_ssh_site)
target_compile_definitions(tst_designerdeploy PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
add_dependencies(tst_designerdeploy hvnet_windows_sim hvnet_switch_sim)
set_tests_properties(tst_designerdeploy PROPERTIES TIMEOUT 600)
# The bad-input corpus (tests/data/bad/, tests/data/evidence/bad/) through
# hvnet validate, check and import and the designer's open path.
hvnet_add_test(tst_badinput LIBS hvnet_designer_ui hvnet_app_common hvnet_evidence_cases)
target_compile_definitions(tst_badinput PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}" HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_badinput hvnet)
# The designer by keyboard alone (issue 31): mnemonics, first focus, the
# palette by Enter, Connect..., the editable port map, port tooltips, undo
# texts, and the acceptance walk from an empty window, its actions counted.
hvnet_add_test(tst_designerkeys LIBS hvnet_designer_ui hvnet_app_common)
target_compile_definitions(tst_designerkeys PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
hvnet_add_test(tst_designerreadable LIBS hvnet_designer_ui hvnet_app_common)
# Saves, autosaves and exports killed (SIGKILL) at random moments in a child
# process: the disk always holds the old version or the new one.
hvnet_add_test(tst_crashsafe LIBS hvnet_designer_ui hvnet_exporters hvnet_model)
target_compile_definitions(tst_crashsafe PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
set_tests_properties(tst_crashsafe PROPERTIES TIMEOUT 900)
target_compile_definitions(tst_designerreadable PRIVATE HVNET_BUILD_DIR="${PROJECT_BINARY_DIR}")
