#Requires -RunAsAdministrator
# hvnet check script
#   design:   Hyperconverged S2D with SET (2022)
#   revision: 1
#   node:     S2D01 (ws2022)
#   made by:  hvnet 0.1.0
#
# Reads this node's settings and compares them with the design; changes nothing.
# One line per planned setting:
#   PASS <setting>: expected <value>, actual <value>
#   FAIL <setting>: expected <value>, actual <value>
# then one line of JSON with the same results (see docs/powershell.md).
# Exit code 0 when everything passes, 1 when something does not.

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'

$script:Node = 'S2D01'
$script:Results = New-Object System.Collections.Generic.List[object]

function Add-HvResult([string]$Setting, [string]$Expected, [string]$Actual) {
    $status = 'FAIL'
    if ($Expected -eq $Actual) { $status = 'PASS' }
    Write-Host ('{0} {1}: expected {2}, actual {3}' -f $status, $Setting, $Expected, $Actual)
    $script:Results.Add([pscustomobject][ordered]@{ setting = $Setting; expected = $Expected; actual = $Actual; status = $status })
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
    return ((@($Values) | Where-Object { $null -ne $_ } | ForEach-Object { [string]$_ } | Sort-Object) -join ', ')
}

foreach ($feature in @('Hyper-V', 'Failover-Clustering', 'Data-Center-Bridging', 'FS-FileServer', 'FS-SMBBW')) {
    Add-HvResult ('feature {0}' -f $feature) 'Installed' (Read-Hv { [string](Get-WindowsFeature -Name $feature).InstallState })
}

Add-HvResult ('vSwitch {0} management OS' -f 'ConvergedSwitch') ([string]$true) (Read-Hv { [string](Get-VMSwitch -Name 'ConvergedSwitch').AllowManagementOS })
Add-HvResult ('vSwitch {0} embedded teaming' -f 'ConvergedSwitch') 'True' (Read-Hv { [string](Get-VMSwitch -Name 'ConvergedSwitch').EmbeddedTeamingEnabled })
Add-HvResult ('vSwitch {0} load balancing' -f 'ConvergedSwitch') 'HyperVPort' (Read-Hv { [string](Get-VMSwitchTeam -Name 'ConvergedSwitch').LoadBalancingAlgorithm })
Add-HvResult ('host vNIC {0} switch' -f 'Management') 'ConvergedSwitch' (Read-Hv { (Get-VMNetworkAdapter -ManagementOS -Name 'Management').SwitchName })
Add-HvResult ('host vNIC {0} VLAN' -f 'Management') 'untagged' (Read-Hv { $v = Get-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName 'Management'; if ([string]$v.OperationMode -eq 'Access') { 'access {0}' -f $v.AccessVlanId } else { ([string]$v.OperationMode).ToLower() } })

Add-HvResult ('host vNIC {0} switch' -f 'SMB1') 'ConvergedSwitch' (Read-Hv { (Get-VMNetworkAdapter -ManagementOS -Name 'SMB1').SwitchName })
Add-HvResult ('host vNIC {0} VLAN' -f 'SMB1') 'access 711' (Read-Hv { $v = Get-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName 'SMB1'; if ([string]$v.OperationMode -eq 'Access') { 'access {0}' -f $v.AccessVlanId } else { ([string]$v.OperationMode).ToLower() } })
Add-HvResult ('host vNIC {0} mapped to' -f 'SMB1') 'SLOT 3 Port 1' (Read-Hv { (Get-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName 'SMB1').NetAdapterName })
Add-HvResult ('host vNIC {0} IEEE priority tag' -f 'SMB1') 'On' (Read-Hv { [string](Get-VMNetworkAdapter -ManagementOS -Name 'SMB1').IeeePriorityTag })
Add-HvResult ('host vNIC {0} switch' -f 'SMB2') 'ConvergedSwitch' (Read-Hv { (Get-VMNetworkAdapter -ManagementOS -Name 'SMB2').SwitchName })
Add-HvResult ('host vNIC {0} VLAN' -f 'SMB2') 'access 712' (Read-Hv { $v = Get-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName 'SMB2'; if ([string]$v.OperationMode -eq 'Access') { 'access {0}' -f $v.AccessVlanId } else { ([string]$v.OperationMode).ToLower() } })
Add-HvResult ('host vNIC {0} mapped to' -f 'SMB2') 'SLOT 4 Port 1' (Read-Hv { (Get-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName 'SMB2').NetAdapterName })
Add-HvResult ('host vNIC {0} IEEE priority tag' -f 'SMB2') 'On' (Read-Hv { [string](Get-VMNetworkAdapter -ManagementOS -Name 'SMB2').IeeePriorityTag })
Add-HvResult ('{0} address' -f 'vEthernet (Management)') ('{0}/{1}' -f '10.20.0.11', 24) (Read-Hv { $a = @(Get-NetIPAddress -InterfaceAlias 'vEthernet (Management)' -AddressFamily IPv4 | Where-Object { $_.IPAddress -eq '10.20.0.11' }); if ($a.Count -gt 0) { '{0}/{1}' -f $a[0].IPAddress, $a[0].PrefixLength } else { Join-Sorted (Get-NetIPAddress -InterfaceAlias 'vEthernet (Management)' -AddressFamily IPv4 | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength }) } })
Add-HvResult ('{0} default gateway' -f 'vEthernet (Management)') '10.20.0.1' (Read-Hv { Join-Sorted (Get-NetRoute -InterfaceAlias 'vEthernet (Management)' -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { $_.NextHop }) })
Add-HvResult ('{0} DNS registration' -f 'vEthernet (Management)') ([string]$true) (Read-Hv { [string](Get-DnsClient -InterfaceAlias 'vEthernet (Management)').RegisterThisConnectionsAddress })
Add-HvResult ('{0} address' -f 'vEthernet (SMB1)') ('{0}/{1}' -f '10.71.1.11', 24) (Read-Hv { $a = @(Get-NetIPAddress -InterfaceAlias 'vEthernet (SMB1)' -AddressFamily IPv4 | Where-Object { $_.IPAddress -eq '10.71.1.11' }); if ($a.Count -gt 0) { '{0}/{1}' -f $a[0].IPAddress, $a[0].PrefixLength } else { Join-Sorted (Get-NetIPAddress -InterfaceAlias 'vEthernet (SMB1)' -AddressFamily IPv4 | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength }) } })
Add-HvResult ('{0} default gateway' -f 'vEthernet (SMB1)') '(none)' (Read-Hv { Join-Sorted (Get-NetRoute -InterfaceAlias 'vEthernet (SMB1)' -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { $_.NextHop }) })
Add-HvResult ('{0} DNS registration' -f 'vEthernet (SMB1)') ([string]$false) (Read-Hv { [string](Get-DnsClient -InterfaceAlias 'vEthernet (SMB1)').RegisterThisConnectionsAddress })
Add-HvResult ('{0} address' -f 'vEthernet (SMB2)') ('{0}/{1}' -f '10.71.2.11', 24) (Read-Hv { $a = @(Get-NetIPAddress -InterfaceAlias 'vEthernet (SMB2)' -AddressFamily IPv4 | Where-Object { $_.IPAddress -eq '10.71.2.11' }); if ($a.Count -gt 0) { '{0}/{1}' -f $a[0].IPAddress, $a[0].PrefixLength } else { Join-Sorted (Get-NetIPAddress -InterfaceAlias 'vEthernet (SMB2)' -AddressFamily IPv4 | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength }) } })
Add-HvResult ('{0} default gateway' -f 'vEthernet (SMB2)') '(none)' (Read-Hv { Join-Sorted (Get-NetRoute -InterfaceAlias 'vEthernet (SMB2)' -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { $_.NextHop }) })
Add-HvResult ('{0} DNS registration' -f 'vEthernet (SMB2)') ([string]$false) (Read-Hv { [string](Get-DnsClient -InterfaceAlias 'vEthernet (SMB2)').RegisterThisConnectionsAddress })
Add-HvResult ('QoS policy {0} priority' -f 'SMB Direct') ([string]3) (Read-Hv { [string](Get-NetQosPolicy -Name 'SMB Direct').PriorityValue8021Action })
Add-HvResult ('QoS policy {0} NetworkDirect port' -f 'SMB Direct') ([string]445) (Read-Hv { [string](Get-NetQosPolicy -Name 'SMB Direct').NetDirectPortMatchCondition })
Add-HvResult ('QoS policy {0} priority' -f 'Cluster') ([string]7) (Read-Hv { [string](Get-NetQosPolicy -Name 'Cluster').PriorityValue8021Action })

Add-HvResult ('QoS policy {0} priority' -f 'Default') ([string]0) (Read-Hv { [string](Get-NetQosPolicy -Name 'Default').PriorityValue8021Action })

foreach ($priority in 0..7) {
    Add-HvResult ('PFC on priority {0}' -f $priority) ([string](@(3) -contains $priority)) (Read-Hv { [string](Get-NetQosFlowControl -Priority $priority).Enabled })
}
Add-HvResult ('ETS class {0}' -f 'SMB Direct') ('priority {0}, {1}%, ETS' -f 3, 50) (Read-Hv { $c = Get-NetQosTrafficClass -Name 'SMB Direct'; 'priority {0}, {1}%, {2}' -f ((@($c.Priority)) -join ','), $c.BandwidthPercentage, $c.Algorithm })
Add-HvResult ('ETS class {0}' -f 'Cluster') ('priority {0}, {1}%, ETS' -f 7, 1) (Read-Hv { $c = Get-NetQosTrafficClass -Name 'Cluster'; 'priority {0}, {1}%, {2}' -f ((@($c.Priority)) -join ','), $c.BandwidthPercentage, $c.Algorithm })
Add-HvResult 'DCBX willing' 'False' (Read-Hv { [string](@(Get-NetQosDcbxSetting | Where-Object { -not $_.IfAlias })[0]).Willing })
Add-HvResult ('{0} DCB enabled' -f 'SLOT 3 Port 1') 'True' (Read-Hv { [string](Get-NetAdapterQos -Name 'SLOT 3 Port 1').Enabled })
Add-HvResult ('{0} DCB enabled' -f 'SLOT 4 Port 1') 'True' (Read-Hv { [string](Get-NetAdapterQos -Name 'SLOT 4 Port 1').Enabled })
Add-HvResult ('{0} {1}' -f 'SLOT 3 Port 1', '*JumboPacket') '9014' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'SLOT 3 Port 1' -RegistryKeyword '*JumboPacket').RegistryValue })
Add-HvResult ('{0} {1}' -f 'SLOT 3 Port 1', '*NetworkDirectTechnology') '4' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'SLOT 3 Port 1' -RegistryKeyword '*NetworkDirectTechnology').RegistryValue })
Add-HvResult ('{0} {1}' -f 'SLOT 4 Port 1', '*JumboPacket') '9014' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'SLOT 4 Port 1' -RegistryKeyword '*JumboPacket').RegistryValue })
Add-HvResult ('{0} {1}' -f 'SLOT 4 Port 1', '*NetworkDirectTechnology') '4' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'SLOT 4 Port 1' -RegistryKeyword '*NetworkDirectTechnology').RegistryValue })
Add-HvResult ('{0} {1}' -f 'vEthernet (Management)', '*JumboPacket') '9014' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'vEthernet (Management)' -RegistryKeyword '*JumboPacket').RegistryValue })
Add-HvResult ('{0} {1}' -f 'vEthernet (SMB1)', '*JumboPacket') '9014' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'vEthernet (SMB1)' -RegistryKeyword '*JumboPacket').RegistryValue })
Add-HvResult ('{0} {1}' -f 'vEthernet (SMB2)', '*JumboPacket') '9014' (Read-Hv { Join-Sorted (Get-NetAdapterAdvancedProperty -Name 'vEthernet (SMB2)' -RegistryKeyword '*JumboPacket').RegistryValue })

Add-HvResult ('{0} RDMA enabled' -f 'vEthernet (SMB1)') 'True' (Read-Hv { [string](Get-NetAdapterRdma -Name 'vEthernet (SMB1)').Enabled })
Add-HvResult ('{0} RDMA enabled' -f 'SLOT 3 Port 1') 'True' (Read-Hv { [string](Get-NetAdapterRdma -Name 'SLOT 3 Port 1').Enabled })
Add-HvResult ('{0} RDMA enabled' -f 'vEthernet (SMB2)') 'True' (Read-Hv { [string](Get-NetAdapterRdma -Name 'vEthernet (SMB2)').Enabled })
Add-HvResult ('{0} RDMA enabled' -f 'SLOT 4 Port 1') 'True' (Read-Hv { [string](Get-NetAdapterRdma -Name 'SLOT 4 Port 1').Enabled })

Add-HvResult 'live migration transport' 'SMB' (Read-Hv { [string](Get-VMHost).VirtualMachineMigrationPerformanceOption })
Add-HvResult 'SMB bandwidth limit for live migration' ([string]750000000) (Read-Hv { [string](Get-SmbBandwidthLimit -Category 'LiveMigration').BytesPerSecond })

$failed = @($script:Results | Where-Object { $_.status -eq 'FAIL' }).Count
$summary = [pscustomobject][ordered]@{
    hvnetCheck = 1
    node = $script:Node
    design = 'Hyperconverged S2D with SET (2022)'
    revision = '1'
    passed = $script:Results.Count - $failed
    failed = $failed
    results = $script:Results.ToArray()
}
Write-Output ($summary | ConvertTo-Json -Compress -Depth 4)
if ($failed -gt 0) { exit 1 }
