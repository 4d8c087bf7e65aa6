# The SSH transport and `hvnet probe` against real sshd servers on loopback
# (tests/support/sshrig.h) whose sessions are simulated Windows hosts and
# switches; the PowerShell invocation and CLIXML reading as units.
hvnet_add_test(tst_remote LIBS hvnet_ssh_site hvnet_ssh_rig hvnet_remote hvnet_evidence_simulator hvnet_switch_simulator hvnet_model
               nlohmann_json::nlohmann_json)
target_compile_definitions(tst_remote PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_remote hvnet hvnet_windows_sim hvnet_switch_sim)
set_tests_properties(tst_remote PROPERTIES TIMEOUT 600)

# `hvnet push` on the same rig: the simulated hosts run the deployment and
# check scripts as docs/powershell.md documents them.
hvnet_add_test(tst_push LIBS hvnet_ssh_site hvnet_ssh_rig hvnet_push hvnet_model)
target_compile_definitions(tst_push PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_push hvnet hvnet_windows_sim hvnet_switch_sim)
set_tests_properties(tst_push PROPERTIES TIMEOUT 900)

# The switch side of the push against simulated switches of every platform
# behind real sshd servers, their running configurations and rollback timers.
hvnet_add_test(tst_pushswitch LIBS hvnet_push hvnet_ssh_site hvnet_ssh_rig hvnet_remote hvnet_switch_simulator hvnet_live hvnet_model)
add_dependencies(tst_pushswitch hvnet_switch_sim)
set_tests_properties(tst_pushswitch PROPERTIES TIMEOUT 600)

# The Ansible export's switch plays run by Debian's Ansible against the same
# rig (Cumulus Linux switches, which Ansible reaches over plain SSH).
hvnet_add_test(tst_ansiblerig LIBS hvnet_ssh_site hvnet_ssh_rig hvnet_exporters hvnet_templates hvnet_model
               nlohmann_json::nlohmann_json)
target_compile_definitions(tst_ansiblerig PRIVATE HVNET_CLI="$<TARGET_FILE:hvnet>")
add_dependencies(tst_ansiblerig hvnet hvnet_windows_sim hvnet_switch_sim)
set_tests_properties(tst_ansiblerig PROPERTIES TIMEOUT 600)
