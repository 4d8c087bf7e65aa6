#Requires -RunAsAdministrator
# hvnet cluster script
#   design:   Three-node switchless S2D (2022)
#   revision: 1
#   cluster:  S2DC03 (s2d)
#   made by:  hvnet 0.1.0; change the design and export again rather than editing this file
#
# Run on one node of the cluster once it is formed. Names each cluster network
# after the design's subnet with the same address and sets its role:
#   0 = not used by the cluster, 1 = cluster only, 3 = cluster and client.
# On a cluster that runs VMs it also limits live migration to the design's
# live-migration networks (or else its storage networks).
# Safe to run again; -WhatIf shows what would change. It ends by checking every
# network's name, role and state (Up), as the cluster check script does.

[CmdletBinding(SupportsShouldProcess = $true)]
param()

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'
Set-StrictMode -Off

$script:Node = 'S2DC03'
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

# Makes one change unless -WhatIf is given, and says what it changed. The
# question -Confirm asks is this one; the cmdlets inside do not ask again.
function Invoke-Change([string]$Target, [string]$Action, [scriptblock]$Change) {
    if ($script:Cmdlet.ShouldProcess($Target, $Action)) {
        $ConfirmPreference = 'None'
        & $Change
        $script:Changes++
        Write-Host ('   changed  {0}: {1}' -f $Target, $Action)
    } else {
        $script:Pending++
    }
}

$script:Results = New-Object System.Collections.Generic.List[object]

# One line per planned setting: PASS or FAIL, or SKIP when this Windows or
# driver does not report the value (the actual value says so).
function Add-HvResult([string]$Setting, [string]$Expected, [string]$Actual, [string]$Status) {
    if (-not $Status) {
        $Status = 'FAIL'
        if ($Expected -eq $Actual) { $Status = 'PASS' }
    }
    Write-Host ('{0} {1}: expected {2}, actual {3}' -f $Status, $Setting, $Expected, $Actual)
    $script:Results.Add([pscustomobject][ordered]@{ setting = $Setting; expected = $Expected; actual = $Actual; status = $Status })
}

# Reads one value; what cannot be read is reported as the actual value.
function Read-Hv([scriptblock]$Read) {
    try {
        $value = & $Read
        if ($null -eq $value -or [string]$value -eq '') { return '(none)' }
        return [string]$value
    } catch {
        return ('(error: {0})' -f $_.Exception.Message)
    }
}

function Join-Sorted($Values) {
    return ((@($Values) | Where-Object { $null -ne $_ -and [string]$_ -ne '' } | ForEach-Object { [string]$_ } | Sort-Object) -join ', ')
}

function Format-HvNone([string]$Text) {
    if ($Text) { return $Text }
    return '(none)'
}

# A property that an older Windows or driver may not have reads as $null, also
# when the administrator's session runs under Set-StrictMode.
function Get-HvProperty($Object, [string]$Name) {
    if ($null -eq $Object) { return $null }
    $property = $Object.PSObject.Properties[$Name]
    if ($null -eq $property) { return $null }
    return $property.Value
}

function Get-HvClusterNetwork([string]$Address) {
    return (Get-ClusterNetwork | Where-Object { $_.Address -eq $Address } | Select-Object -First 1)
}

# The networks live migration may use: every cluster network that the
# 'Virtual Machine' resource type's MigrationExcludeNetworks (network IDs
# separated by ';') does not exclude.
function Get-HvMigrationExcluded {
    $type = Get-ClusterResourceType -Name 'Virtual Machine'
    $value = [string](Get-ClusterParameter -InputObject $type -Name MigrationExcludeNetworks).Value
    return @($value -split ';' | Where-Object { $_ } | Sort-Object)
}

function Get-HvLiveMigrationAddresses {
    $excluded = @(Get-HvMigrationExcluded)
    return (Join-Sorted (Get-ClusterNetwork | Where-Object { $excluded -notcontains [string]$_.Id } | ForEach-Object { [string]$_.Address }))
}

function Test-HvLiveMigrationNetworks([string[]]$Addresses) {
    Add-HvResult 'live migration networks' (Join-Sorted $Addresses) (Read-Hv { Get-HvLiveMigrationAddresses })
}

function Test-HvClusterNetwork([string]$Address, [string]$Name, [int]$Role) {
    Add-HvResult ('cluster network {0} name' -f $Address) $Name (Read-Hv { (Get-HvClusterNetwork $Address).Name })
    Add-HvResult ('cluster network {0} role' -f $Address) ([string]$Role) (Read-Hv { [string][int](Get-HvClusterNetwork $Address).Role })
    Add-HvResult ('cluster network {0} state' -f $Address) 'Up' (Read-Hv { [string](Get-HvClusterNetwork $Address).State })
}

function Sync-HvClusterNetwork([string]$Address, [string]$Name, [int]$Role) {
    $network = Get-HvClusterNetwork $Address
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

# Live migration only over the design's live-migration networks (or its
# storage networks): the cluster's other networks are excluded on the
# 'Virtual Machine' resource type, which Failover Cluster Manager's "Live
# Migration Settings" also sets; a network not there yet waits for a later run.
function Sync-HvLiveMigrationNetworks([string[]]$Addresses) {
    $missing = @($Addresses | Where-Object { -not (Get-HvClusterNetwork $_) })
    if ($missing.Count -gt 0) {
        Write-Warning ('no cluster network has address {0} yet; live migration networks are set once it has' -f ($missing -join ', '))
        return
    }
    $exclude = @(Get-ClusterNetwork | Where-Object { $Addresses -notcontains [string]$_.Address } | ForEach-Object { [string]$_.Id } | Sort-Object)
    if ((@(Get-HvMigrationExcluded) -join ';') -eq ($exclude -join ';')) {
        Write-Unchanged ('live migration only over {0}' -f ($Addresses -join ', '))
        return
    }
    Invoke-Change 'Virtual Machine' ('live-migrate only over {0}' -f ($Addresses -join ', ')) {
        Get-ClusterResourceType -Name 'Virtual Machine' | Set-ClusterParameter -Name MigrationExcludeNetworks -Value ($exclude -join ';')
    }
}

Import-Module FailoverClusters
Write-Host ('hvnet: configuring cluster {0} from design {1}, revision {2}' -f $script:Node, 'Three-node switchless S2D (2022)', '1')

Write-Section 'Cluster networks'

Sync-HvClusterNetwork -Address '10.40.0.0' -Name 'Management' -Role 3
Sync-HvClusterNetwork -Address '10.71.12.0' -Name 'Storage N01-N02' -Role 1
Sync-HvClusterNetwork -Address '10.71.13.0' -Name 'Storage N01-N03' -Role 1
Sync-HvClusterNetwork -Address '10.71.23.0' -Name 'Storage N02-N03' -Role 1
Sync-HvLiveMigrationNetworks -Addresses @('10.71.12.0', '10.71.13.0', '10.71.23.0')

Write-Host ''
if ($WhatIfPreference) {
    Write-Host ('{0} change(s) would be made on cluster {1}; nothing was changed.' -f $script:Pending, $script:Node)
    exit 0
}
Write-Section 'Verification'

Test-HvClusterNetwork -Address '10.40.0.0' -Name 'Management' -Role 3
Test-HvClusterNetwork -Address '10.71.12.0' -Name 'Storage N01-N02' -Role 1
Test-HvClusterNetwork -Address '10.71.13.0' -Name 'Storage N01-N03' -Role 1
Test-HvClusterNetwork -Address '10.71.23.0' -Name 'Storage N02-N03' -Role 1
Test-HvLiveMigrationNetworks -Addresses @('10.71.12.0', '10.71.13.0', '10.71.23.0')

$failed = @($script:Results | Where-Object { $_.status -eq 'FAIL' })
if ($failed.Count -gt 0) {
    Write-Warning ('{0} check(s) failed on cluster {1}: {2}' -f $failed.Count, $script:Node, (($failed | ForEach-Object { $_.setting }) -join '; '))
    exit 5
}
if ($script:Changes -eq 0) {
    Write-Host ('No changes: cluster {0} already matches the design.' -f $script:Node)
} else {
    Write-Host ('{0} change(s) made on cluster {1}; every check passed.' -f $script:Changes, $script:Node)
}
