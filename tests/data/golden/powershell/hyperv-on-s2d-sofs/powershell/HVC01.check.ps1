#Requires -RunAsAdministrator
# hvnet cluster check script
#   design:   Hyper-V on an S2D Scale-Out File Server (2022)
#   revision: 1
#   cluster:  HVC01 (hyper-v)
#   made by:  hvnet 0.1.0
#
# Run on any node of the cluster. Compares each cluster network's name, role
# (0 = not used by the cluster, 1 = cluster only, 3 = cluster and client) and
# state with the design; changes nothing. Output and exit code as the node
# check scripts' (docs/powershell.md).

[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'
Set-StrictMode -Off

$script:Node = 'HVC01'

trap {
    Write-Host ('FAILED on cluster {0}: {1}' -f $script:Node, $_.Exception.Message)
    exit 1
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

Import-Module FailoverClusters

Test-HvClusterNetwork -Address '10.50.0.0' -Name 'Management' -Role 3
Test-HvClusterNetwork -Address '10.71.1.0' -Name 'Storage 1' -Role 1
Test-HvClusterNetwork -Address '10.71.2.0' -Name 'Storage 2' -Role 1
Test-HvLiveMigrationNetworks -Addresses @('10.71.1.0', '10.71.2.0')

$failed = @($script:Results | Where-Object { $_.status -eq 'FAIL' }).Count
$skipped = @($script:Results | Where-Object { $_.status -eq 'SKIP' }).Count
$summary = [pscustomobject][ordered]@{
    hvnetCheck = 2
    cluster = $script:Node
    design = 'Hyper-V on an S2D Scale-Out File Server (2022)'
    revision = '1'
    passed = $script:Results.Count - $failed - $skipped
    failed = $failed
    skipped = $skipped
    results = $script:Results.ToArray()
}
Write-Output ($summary | ConvertTo-Json -Compress -Depth 4)
if ($failed -gt 0) { exit 1 }
