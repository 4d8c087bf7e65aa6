#Requires -RunAsAdministrator
# hvnet cluster script
#   design:   Two-node switchless S2D (2022)
#   revision: 1
#   cluster:  S2DC02 (s2d)
#   made by:  hvnet 0.1.0; change the design and export again rather than editing this file
#
# Run on one node of the cluster once it is formed. Names each cluster network
# after the design's subnet with the same address and sets its role:
#   0 = not used by the cluster, 1 = cluster only, 3 = cluster and client.
# Safe to run again; -WhatIf shows what would change.

[CmdletBinding(SupportsShouldProcess = $true)]
param()

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'

$script:Node = 'S2DC02'
$script:Cmdlet = $PSCmdlet
$script:Changes = 0
$script:Pending = 0

trap {
    Write-Host ('FAILED on {0}: {1}' -f $script:Node, $_.Exception.Message)
    exit 1
}

function Write-Section([string]$Title) {
    Write-Host ''
    Write-Host ('== {0}' -f $Title)
}

function Write-Unchanged([string]$What) {
    Write-Host ('   ok       {0}' -f $What)
}

# Makes one change unless -WhatIf is given, and says what it changed.
function Invoke-Change([string]$Target, [string]$Action, [scriptblock]$Change) {
    if ($script:Cmdlet.ShouldProcess($Target, $Action)) {
        & $Change
        $script:Changes++
        Write-Host ('   changed  {0}: {1}' -f $Target, $Action)
    } else {
        $script:Pending++
    }
}

function Sync-HvClusterNetwork([string]$Address, [string]$Name, [int]$Role) {
    $network = Get-ClusterNetwork | Where-Object { $_.Address -eq $Address }
    if (-not $network) {
        Write-Warning ('no cluster network has address {0} yet; once the nodes are cabled and joined, run this script again' -f $Address)
        return
    }
    if ($network.Name -eq $Name) {
        Write-Unchanged ('{0} is named {1}' -f $Address, $Name)
    } else {
        Invoke-Change $network.Name ('rename to {0}' -f $Name) {
            $network.Name = $Name
        }
    }
    if ([int]$network.Role -eq $Role) {
        Write-Unchanged ('{0}: role {1}' -f $Name, $Role)
    } else {
        Invoke-Change $Name ('set role {0}' -f $Role) {
            $network.Role = $Role
        }
    }
}

Import-Module FailoverClusters
Write-Host ('hvnet: configuring cluster {0} from design {1}, revision {2}' -f $script:Node, 'Two-node switchless S2D (2022)', '1')

Write-Section 'Cluster networks'
Sync-HvClusterNetwork -Address '10.30.0.0' -Name 'Management' -Role 3
Sync-HvClusterNetwork -Address '10.71.1.0' -Name 'Storage 1' -Role 1
Sync-HvClusterNetwork -Address '10.71.2.0' -Name 'Storage 2' -Role 1

Write-Host ''
if ($WhatIfPreference) {
    Write-Host ('{0} change(s) would be made on cluster {1}; nothing was changed.' -f $script:Pending, $script:Node)
} elseif ($script:Changes -eq 0) {
    Write-Host ('No changes: cluster {0} already matches the design.' -f $script:Node)
} else {
    Write-Host ('{0} change(s) made on cluster {1}.' -f $script:Changes, $script:Node)
}
