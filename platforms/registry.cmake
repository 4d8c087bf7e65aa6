# The switch platforms hvnet knows: one line each, in the order the designer's
# palette and the command line list them. The first is the platform of a
# generated design's switches unless another is asked for. Each line names a
# folder platforms/<id>/ that holds everything of that platform
# (docs/architecture.md, "Adding a switch platform"); the model's
# SwitchPlatform enum, the driver registry and the resources are made from
# this list, so no other file names a platform.
set(HVNET_PLATFORMS
  cisco-nxos
  dell-os10
  arista-eos
  hpe-comware
  aruba-cx
  nvidia-cumulus
  juniper-junos
  generic
)
