#Requires -RunAsAdministrator
# hvnet check script
#   design:   Azure Local with Network ATC
#   revision: 1
#   node:     AZL-N04 (azurelocal)
#   made by:  hvnet 0.1.0
#
# Reads this node's settings and their operational state and compares them with
# the design; changes nothing. It runs the same checks as the end of the
# deployment script, from the same plan. One line per planned setting:
#   PASS <setting>: expected <value>, actual <value>
#   FAIL <setting>: expected <value>, actual <value>
#   SKIP <setting>: ... (this Windows or driver does not report it)
# then one line of JSON with the same results (see docs/powershell.md).
# Exit code 0 when nothing fails, 1 when something does.

[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'
Set-StrictMode -Off

$script:Node = 'AZL-N04'

trap {
    Write-Host ('FAILED on {0}: {1}' -f $script:Node, $_.Exception.Message)
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

function Test-HvComputerName([string]$Name) {
    $actual = [System.Net.Dns]::GetHostName()
    $status = 'FAIL'
    if ($actual -eq $Name -or $env:COMPUTERNAME -eq $Name) { $status = 'PASS' }
    Add-HvResult 'computer name' $Name $actual $status
}

function Test-HvOs([string]$Name, [string[]]$Family, [int]$MinBuild, [int]$MaxBuild) {
    $os = Get-CimInstance -ClassName Win32_OperatingSystem
    $caption = ([string]$os.Caption).Trim()
    $build = [int]$os.BuildNumber
    $status = 'FAIL'
    $buildOk = $build -ge $MinBuild -and ($MaxBuild -eq 0 -or $build -le $MaxBuild)
    # The role: a member server (ProductType 3), not a workstation (1) or a
    # domain controller (2), which a cluster node of this design is not.
    foreach ($candidate in $Family) {
        if ($buildOk -and [int]$os.ProductType -eq 3 -and $caption -like ('*{0}*' -f $candidate)) { $status = 'PASS' }
    }
    $builds = 'build {0}' -f $MinBuild
    if ($MaxBuild -eq 0) { $builds = 'build {0} or later' -f $MinBuild }
    $role = @{ 1 = 'workstation'; 2 = 'domain controller'; 3 = 'member server' }[[int]$os.ProductType]
    Add-HvResult 'operating system' ('{0} ({1}), member server' -f $Name, $builds) ('{0} (build {1}), {2}' -f $caption, $build, $role) $status
}

# The cluster this node is a member of now, or '' when it is in none.
function Get-HvClusterName {
    $service = Get-Service -Name ClusSvc -ErrorAction SilentlyContinue
    if (-not $service -or [string]$service.Status -ne 'Running') { return '' }
    if (-not (Get-Command Get-Cluster -ErrorAction SilentlyContinue)) { return '' }
    $cluster = Get-Cluster -ErrorAction SilentlyContinue
    if ($cluster) { return [string]$cluster.Name }
    return ''
}

# A node may not have joined its cluster yet (the scripts prepare it for
# that); a member of another cluster is the wrong host.
function Test-HvClusterMembership([string]$Cluster) {
    $actual = Get-HvClusterName
    $expected = '(none)'
    if ($Cluster) { $expected = '{0}, or none yet' -f $Cluster }
    $status = 'FAIL'
    if (-not $actual -or $actual -eq $Cluster) { $status = 'PASS' }
    Add-HvResult 'cluster membership' $expected (Format-HvNone $actual) $status
}

function Test-HvAdapterPresent([string]$Name) {
    Add-HvResult ('adapter {0}' -f $Name) 'present' (Read-Hv { if (Get-NetAdapter -Name $Name -ErrorAction SilentlyContinue) { 'present' } else { 'missing' } })
}

function Test-HvFeature([string[]]$Name) {
    foreach ($feature in $Name) {
        Add-HvResult ('feature {0}' -f $feature) 'Installed' (Read-Hv { [string](Get-WindowsFeature -Name $feature).InstallState })
    }
}

function Test-HvTeam([string]$Name, [string[]]$Members, [string]$Mode, [string]$LoadBalancing) {
    Add-HvResult ('team {0} members' -f $Name) (Join-Sorted $Members) (Read-Hv { Join-Sorted (Get-NetLbfoTeamMember -Team $Name | ForEach-Object { $_.Name }) })
    Add-HvResult ('team {0} mode' -f $Name) $Mode (Read-Hv { [string](Get-NetLbfoTeam -Name $Name).TeamingMode })
    Add-HvResult ('team {0} load balancing' -f $Name) $LoadBalancing (Read-Hv { [string](Get-NetLbfoTeam -Name $Name).LoadBalancingAlgorithm })
    Add-HvResult ('team {0} status' -f $Name) 'Up' (Read-Hv { [string](Get-NetLbfoTeam -Name $Name).Status })
}

# The team's own (primary) interface, whatever Windows named it.
function Get-HvTeamNic([string]$Team) {
    return (Get-NetLbfoTeamNic -Team $Team -ErrorAction SilentlyContinue | Where-Object { $_.Primary } | Select-Object -First 1)
}

function Format-HvTeamNic($TeamNic) {
    if (-not $TeamNic) { return $null }
    $mode = 'default mode'
    if (-not (Get-HvProperty $TeamNic 'Default')) { $mode = 'VLAN {0}' -f $TeamNic.VlanID }
    return ('{0}, {1}' -f $TeamNic.Name, $mode)
}

function Test-HvTeamNic([string]$Team, [string]$Name, [int]$VlanId) {
    $mode = 'default mode'
    if ($VlanId -gt 0) { $mode = 'VLAN {0}' -f $VlanId }
    Add-HvResult ('team {0} interface' -f $Team) ('{0}, {1}' -f $Name, $mode) (Read-Hv { Format-HvTeamNic (Get-HvTeamNic $Team) })
}

# The adapters a vSwitch is bound to, by name (an LBFO team shows as its team interface).
function Get-HvSwitchMembers([string]$Name, [bool]$EmbeddedTeaming) {
    if ($EmbeddedTeaming) {
        $descriptions = @((Get-VMSwitchTeam -Name $Name).NetAdapterInterfaceDescription)
    } else {
        $descriptions = @((Get-VMSwitch -Name $Name).NetAdapterInterfaceDescription)
    }
    return @($descriptions | Where-Object { $_ } | ForEach-Object { (Get-NetAdapter -InterfaceDescription $_).Name })
}

function Test-HvSwitch([string]$Name, [string[]]$Adapters, [bool]$EmbeddedTeaming, [bool]$AllowManagementOS, [bool]$OnLbfoTeam, [string]$LoadBalancing, [string]$MinimumBandwidthMode, [string]$TeamingMode) {
    Add-HvResult ('vSwitch {0} adapters' -f $Name) (Join-Sorted $Adapters) (Read-Hv { Join-Sorted (Get-HvSwitchMembers $Name $EmbeddedTeaming) })
    Add-HvResult ('vSwitch {0} management OS' -f $Name) ([string]$AllowManagementOS) (Read-Hv { [string](Get-VMSwitch -Name $Name).AllowManagementOS })
    if ($EmbeddedTeaming) {
        Add-HvResult ('vSwitch {0} embedded teaming' -f $Name) 'True' (Read-Hv { [string](Get-VMSwitch -Name $Name).EmbeddedTeamingEnabled })
    }
    if ($LoadBalancing) {
        Add-HvResult ('vSwitch {0} load balancing' -f $Name) $LoadBalancing (Read-Hv { [string](Get-VMSwitchTeam -Name $Name).LoadBalancingAlgorithm })
    }
    if ($TeamingMode) {
        Add-HvResult ('vSwitch {0} teaming mode' -f $Name) $TeamingMode (Read-Hv { [string](Get-VMSwitchTeam -Name $Name).TeamingMode })
    }
    if ($MinimumBandwidthMode) {
        Add-HvResult ('vSwitch {0} bandwidth mode' -f $Name) $MinimumBandwidthMode (Read-Hv { [string](Get-VMSwitch -Name $Name).BandwidthReservationMode })
    }
    foreach ($adapter in $Adapters) {
        Add-HvResult ('{0} link' -f $adapter) 'Up' (Read-Hv { [string](Get-NetAdapter -Name $adapter).Status })
    }
}

# The operating system's adapter of a host vNIC: the one with the vNIC's
# DeviceId, so it is found whether or not Windows renamed it with the vNIC.
function Get-HvVNicAdapter([string]$Name) {
    $vnic = Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue | Select-Object -First 1
    if (-not $vnic) { return $null }
    $deviceId = Get-HvProperty $vnic 'DeviceId'
    if (-not $deviceId) { return (Get-NetAdapter -Name ('vEthernet ({0})' -f $Name) -ErrorAction SilentlyContinue) }
    return (Get-NetAdapter | Where-Object { $_.DeviceID -eq $deviceId } | Select-Object -First 1)
}

function Test-HvHostVNic([string]$Name, [string]$Switch, [bool]$AdoptDefault) {
    Add-HvResult ('host vNIC {0} switch' -f $Name) $Switch (Read-Hv { (Get-VMNetworkAdapter -ManagementOS -Name $Name).SwitchName })
    Add-HvResult ('host vNIC {0} adapter name' -f $Name) ('vEthernet ({0})' -f $Name) (Read-Hv { (Get-HvVNicAdapter $Name).Name })
    Add-HvResult ('host vNIC {0} link' -f $Name) 'Up' (Read-Hv { [string](Get-HvVNicAdapter $Name).Status })
}

# The VLAN a host vNIC is in. Set-VMNetworkAdapterIsolation and
# Set-VMNetworkAdapterVlan keep their settings apart, and
# Get-VMNetworkAdapterVlan shows Untagged for a vNIC that isolation puts in a
# VLAN (Network ATC does that): isolation first.
function Get-HvVNicVlan([string]$Name) {
    if (Get-Command Get-VMNetworkAdapterIsolation -ErrorAction SilentlyContinue) {
        $isolation = Get-VMNetworkAdapterIsolation -ManagementOS -VMNetworkAdapterName $Name -ErrorAction SilentlyContinue | Select-Object -First 1
        if ($isolation -and [string]$isolation.IsolationMode -eq 'Vlan') {
            return [pscustomobject]@{ Family = 'isolation'; VlanId = [int]$isolation.DefaultIsolationID; Text = ('access {0}' -f $isolation.DefaultIsolationID) }
        }
    }
    $vlan = Get-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name
    $mode = [string]$vlan.OperationMode
    if ($mode -eq 'Access') {
        return [pscustomobject]@{ Family = 'vlan'; VlanId = [int]$vlan.AccessVlanId; Text = ('access {0}' -f $vlan.AccessVlanId) }
    }
    if ($mode -eq 'Trunk' -or $mode -eq 'Private') {
        return [pscustomobject]@{ Family = 'vlan'; VlanId = -1; Text = $mode.ToLower() }
    }
    return [pscustomobject]@{ Family = 'vlan'; VlanId = 0; Text = 'untagged' }
}

function Format-HvVlan([int]$VlanId) {
    if ($VlanId -eq 0) { return 'untagged' }
    return ('access {0}' -f $VlanId)
}

function Test-HvVNicVlan([string]$Name, [int]$VlanId) {
    Add-HvResult ('host vNIC {0} VLAN' -f $Name) (Format-HvVlan $VlanId) (Read-Hv { (Get-HvVNicVlan $Name).Text })
}

function Test-HvVNicTeamMapping([string]$Name, [string]$Adapter) {
    Add-HvResult ('host vNIC {0} mapped to' -f $Name) $Adapter (Read-Hv { (Get-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName $Name).NetAdapterName })
}

function Test-HvVNicPriorityTag([string]$Name) {
    Add-HvResult ('host vNIC {0} IEEE priority tag' -f $Name) 'On' (Read-Hv { [string](Get-VMNetworkAdapter -ManagementOS -Name $Name).IeeePriorityTag })
}

# The IPv4 addresses an interface has been given (by hand or by DHCP), not
# the link-local ones Windows makes itself.
function Get-HvAddresses([string]$Alias) {
    return @(Get-NetIPAddress -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue | Where-Object { @('Manual', 'Dhcp') -contains [string]$_.PrefixOrigin })
}

function Test-HvAddress([string]$Alias, [string]$Address, [int]$PrefixLength, [string]$Gateway, [string[]]$Dns, [bool]$RegisterDns) {
    Add-HvResult ('{0} address' -f $Alias) ('{0}/{1}' -f $Address, $PrefixLength) (Read-Hv { Join-Sorted (Get-HvAddresses $Alias | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength }) })
    Add-HvResult ('{0} DHCP' -f $Alias) 'Disabled' (Read-Hv { [string](Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4).Dhcp })
    Add-HvResult ('{0} default gateway' -f $Alias) (Format-HvNone $Gateway) (Read-Hv { Join-Sorted (Get-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { $_.NextHop } | Sort-Object -Unique) })
    # The order of DNS servers matters: the first is asked first.
    Add-HvResult ('{0} DNS servers' -f $Alias) (Format-HvNone ($Dns -join ', ')) (Read-Hv { @((Get-DnsClientServerAddress -InterfaceAlias $Alias -AddressFamily IPv4).ServerAddresses) -join ', ' })
    Add-HvResult ('{0} DNS registration' -f $Alias) ([string]$RegisterDns) (Read-Hv { [string](Get-DnsClient -InterfaceAlias $Alias).RegisterThisConnectionsAddress })
    Add-HvResult ('{0} connection' -f $Alias) 'Connected' (Read-Hv { [string](Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4).ConnectionState })
}

function Test-HvInterfaceMtu([string]$Alias, [int]$Mtu) {
    Add-HvResult ('{0} MTU' -f $Alias) ([string]$Mtu) (Read-Hv { [string](Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4).NlMtu })
}

# What a QoS policy matches, in the words of the plan.
function Format-HvQosMatch([string]$Match, [int]$Port) {
    switch ($Match) {
        'NetDirect' { return ('NetworkDirect port {0}' -f $Port) }
        'Cluster' { return 'template Cluster' }
        'LiveMigration' { return 'template LiveMigration' }
        'Default' { return 'template Default' }
    }
    return ('destination port {0}' -f $Port)
}

function Get-HvQosMatch($Policy) {
    $template = [string](Get-HvProperty $Policy 'Template')
    if ($template -and $template -ne 'None') { return ('template {0}' -f $template) }
    $netDirect = [int](Get-HvProperty $Policy 'NetDirectPortMatchCondition')
    if ($netDirect -gt 0) { return ('NetworkDirect port {0}' -f $netDirect) }
    # The port condition, by the parameter's name or the policy class's.
    foreach ($name in @('IPDstPortMatchCondition', 'IPDstPortStartMatchCondition')) {
        $port = [int](Get-HvProperty $Policy $name)
        if ($port -gt 0) { return ('destination port {0}' -f $port) }
    }
    return $null
}

function Test-HvQosPolicy([string]$Name, [string]$Match, [int]$Port, [int]$Priority) {
    Add-HvResult ('QoS policy {0} matches' -f $Name) (Format-HvQosMatch $Match $Port) (Read-Hv { Get-HvQosMatch (Get-NetQosPolicy -Name $Name) })
    Add-HvResult ('QoS policy {0} priority' -f $Name) ([string]$Priority) (Read-Hv { [string](Get-NetQosPolicy -Name $Name).PriorityValue8021Action })
}

function Test-HvFlowControl([int[]]$Lossless) {
    foreach ($priority in 0..7) {
        Add-HvResult ('PFC on priority {0}' -f $priority) ([string]($Lossless -contains $priority)) (Read-Hv { [string](Get-NetQosFlowControl -Priority $priority).Enabled })
    }
}

function Test-HvTrafficClass([string]$Name, [int]$Priority, [int]$Bandwidth) {
    Add-HvResult ('ETS class {0}' -f $Name) ('priority {0}, {1}%, ETS' -f $Priority, $Bandwidth) (Read-Hv { $class = Get-NetQosTrafficClass -Name $Name; 'priority {0}, {1}%, {2}' -f ((@($class.Priority)) -join ','), $class.BandwidthPercentage, $class.Algorithm })
}

# The global DCBX setting; on Windows Server 2016 and later adapters have their
# own too (Get-NetQosDcbxSetting -InterfaceAlias), which 2012 R2 does not know.
function Get-HvGlobalDcbx {
    return (@(Get-NetQosDcbxSetting) | Where-Object { [string](Get-HvProperty $_ 'PolicySet') -ne 'AdapterSpecific' } | Select-Object -First 1)
}

function Test-HvDcbxWilling([string[]]$Adapters) {
    Add-HvResult 'DCBX willing' 'False' (Read-Hv { [string](Get-HvGlobalDcbx).Willing })
    foreach ($adapter in $Adapters) {
        Add-HvResult ('{0} DCBX willing' -f $adapter) 'False' (Read-Hv { [string](Get-NetQosDcbxSetting -InterfaceAlias $adapter).Willing })
    }
}

function Test-HvFirewallRule([string]$Name, [string]$Purpose, [int]$Port) {
    Add-HvResult ('firewall rule {0} ({1})' -f $Name, $Purpose) 'True' (Read-Hv { [string](Get-NetFirewallRule -Name $Name).Enabled })
    $ports = Read-Hv { Join-Sorted (Get-NetFirewallRule -Name $Name | Get-NetFirewallPortFilter | ForEach-Object { $_.LocalPort }) }
    Add-HvResult ('firewall rule {0} port' -f $Name) ([string]$Port) $ports
}

function Test-HvSmbConstraint([string]$Server, [string[]]$Aliases) {
    Add-HvResult ('SMB constraint to {0}' -f $Server) (Join-Sorted $Aliases) (Read-Hv { Join-Sorted (Get-SmbMultichannelConstraint -ServerName $Server | ForEach-Object { $_.InterfaceAlias }) })
}

function Test-HvLiveMigration([string]$Transport) {
    Add-HvResult 'live migration transport' $Transport (Read-Hv { [string](Get-VMHost).VirtualMachineMigrationPerformanceOption })
}

function Test-HvSmbBandwidthLimit([string]$Category, [long]$BytesPerSecond) {
    Add-HvResult ('SMB bandwidth limit for {0}' -f $Category) ([string]$BytesPerSecond) (Read-Hv { [string](Get-SmbBandwidthLimit -Category $Category).BytesPerSecond })
}

function Test-HvIntent([string]$Name, [string[]]$Adapters, [bool]$Management, [bool]$Compute, [bool]$Storage, [bool]$Switchless, [int[]]$StorageVlans, [int]$ManagementVlan, [int]$JumboPacket, [int]$NetworkDirectTechnology, [string]$LoadBalancing, [int]$SmbPriority, [int]$SmbBandwidth, [int]$ClusterPriority, [int]$ClusterBandwidth) {
    Add-HvResult ('intent {0} adapters' -f $Name) (Join-Sorted $Adapters) (Read-Hv { Join-Sorted (Get-NetIntent -Name $Name).NetAdapterNamesAsList })
    $status = { Get-NetIntentStatus -Name $Name | Where-Object { $_.Host -eq $env:COMPUTERNAME } | Select-Object -First 1 }
    Add-HvResult ('intent {0} provisioning' -f $Name) 'Completed' (Read-Hv { [string](& $status).ProvisioningStatus })
    Add-HvResult ('intent {0} configuration' -f $Name) 'Success' (Read-Hv { [string](& $status).ConfigurationStatus })
}

function Test-HvAdapterProperty([string]$Adapter, [string]$Keyword, [string]$Value, [string]$Meaning, [bool]$Optional) {
    $expected = '{0} ({1})' -f $Value, $Meaning
    $status = ''
    if (-not (Get-NetAdapter -Name $Adapter -ErrorAction SilentlyContinue)) {
        $actual = '(no such adapter)'
    } else {
        $property = Get-NetAdapterAdvancedProperty -Name $Adapter -RegistryKeyword $Keyword -ErrorAction SilentlyContinue
        $actual = Format-HvNone (Join-Sorted (Get-HvProperty $property 'RegistryValue'))
        if ($actual -eq $Value) { $actual = $expected }
        if ($Optional) {
            # A driver that offers one RDMA technology need not have the
            # keyword; both scripts accept that (RDMA in operation is checked
            # with the adapter's RDMA).
            $expected = '{0}, or no such keyword' -f $expected
            if (-not $property) { $actual = 'no such keyword'; $status = 'PASS' }
            elseif ($actual -like ('{0} *' -f $Value)) { $status = 'PASS' }
        }
    }
    Add-HvResult ('{0} {1}' -f $Adapter, $Keyword) $expected $actual $status
    if ($Keyword -eq '*JumboPacket') {
        # The frame size in force: the IP MTU is the frame without its 14-byte Ethernet header.
        $interface = Get-NetIPInterface -InterfaceAlias $Adapter -AddressFamily IPv4 -ErrorAction SilentlyContinue
        if ($interface) {
            Add-HvResult ('{0} IP MTU in force' -f $Adapter) ([string]([int]$Value - 14)) (Read-Hv { [string]$interface.NlMtu })
        }
    }
}

function Test-HvAdapterVlan([string]$Adapter, [int]$VlanId) {
    Add-HvResult ('{0} VLAN' -f $Adapter) ([string]$VlanId) (Read-Hv { [string](Get-NetAdapter -Name $Adapter).VlanID })
}

function Test-HvAdapterRdma([string]$Adapter) {
    Add-HvResult ('{0} RDMA enabled' -f $Adapter) 'True' (Read-Hv { [string](Get-NetAdapterRdma -Name $Adapter).Enabled })
    # Operational exists on newer Windows only; without it, queue pairs show
    # whether the driver runs RDMA at all (as Test-Rdma.ps1 checks).
    $rdma = Get-NetAdapterRdma -Name $Adapter -ErrorAction SilentlyContinue
    $operational = Get-HvProperty $rdma 'Operational'
    if ($null -ne $operational) {
        Add-HvResult ('{0} RDMA operational' -f $Adapter) 'True' ([string]$operational)
    } elseif ($null -ne (Get-HvProperty $rdma 'MaxQueuePairCount')) {
        $pairs = [long](Get-HvProperty $rdma 'MaxQueuePairCount')
        $status = 'FAIL'
        if ($pairs -gt 0) { $status = 'PASS' }
        Add-HvResult ('{0} RDMA queue pairs' -f $Adapter) 'more than 0' ([string]$pairs) $status
    } else {
        Add-HvResult ('{0} RDMA operational' -f $Adapter) 'True' 'not reported by this Windows or driver' 'SKIP'
    }
}

# What the adapter runs now: Get-NetAdapterQos's OperationalSettings, an
# MSFT_NetAdapter_QosSettings, read as values, not as formatted text: per
# priority its traffic class (PriorityAssignmentTable) and PFC
# (PriorityFlowControlEnableArray), per class its algorithm (TsaAssignmentTable:
# 0 strict, 2 ETS) and share (BandwidthAssignmentTable). $null when the
# adapter reports none.
function Get-HvOperationalQos($Qos) {
    $settings = Get-HvProperty $Qos 'OperationalSettings'
    if ($null -eq $settings) { return $null }
    $assignment = @(Get-HvProperty $settings 'PriorityAssignmentTable')
    $tsa = @(Get-HvProperty $settings 'TsaAssignmentTable')
    $bandwidth = @(Get-HvProperty $settings 'BandwidthAssignmentTable')
    $pfc = @(Get-HvProperty $settings 'PriorityFlowControlEnableArray')
    $shares = @{}
    $lossless = New-Object System.Collections.Generic.List[int]
    foreach ($priority in 0..7) {
        if ($priority -lt $pfc.Count -and [bool]$pfc[$priority]) { $lossless.Add($priority) }
        if ($priority -ge $assignment.Count) { continue }
        $class = [int]$assignment[$priority]
        $algorithm = -1
        if ($class -lt $tsa.Count) { $algorithm = [int]$tsa[$class] }
        $share = 'TSA {0}' -f $algorithm
        if ($algorithm -eq 0) { $share = 'Strict' }
        if ($algorithm -eq 2 -and $class -lt $bandwidth.Count) { $share = 'ETS {0}%' -f [int]$bandwidth[$class] }
        $shares[$priority] = $share
    }
    return [pscustomobject]@{ Lossless = ($lossless.ToArray() -join ', '); Shares = $shares }
}

# What the adapter runs now, not what the host asked for: PFC on exactly the
# lossless priorities, and each class's share. SKIP where the driver reports
# no operational settings.
function Test-HvAdapterQos([string]$Adapter, [int[]]$Lossless, [string[]]$Ets) {
    Add-HvResult ('{0} DCB enabled' -f $Adapter) 'True' (Read-Hv { [string](Get-NetAdapterQos -Name $Adapter).Enabled })
    $qos = Get-NetAdapterQos -Name $Adapter -ErrorAction SilentlyContinue
    $operational = Get-HvOperationalQos $qos
    if ($null -eq $operational) {
        Add-HvResult ('{0} PFC in force' -f $Adapter) (Format-HvNone ($Lossless -join ', ')) 'not reported by this Windows or driver' 'SKIP'
        return
    }
    Add-HvResult ('{0} PFC in force' -f $Adapter) (Format-HvNone ($Lossless -join ', ')) (Format-HvNone $operational.Lossless)
    foreach ($share in $Ets) {
        $priority = [int]($share -split ':')[0]
        Add-HvResult ('{0} priority {1} in force' -f $Adapter, $priority) ('ETS {0}%' -f ($share -split ':')[1]) (Format-HvNone $operational.Shares[$priority])
    }
}

# SMB must see an RDMA interface as RDMA-capable, or it sends over TCP.
function Test-HvSmbRdma([string]$Alias) {
    Add-HvResult ('{0} RDMA-capable for SMB' -f $Alias) 'True' (Read-Hv { $index = (Get-NetAdapter -Name $Alias).ifIndex; [string](Get-SmbClientNetworkInterface | Where-Object { $_.InterfaceIndex -eq $index } | Select-Object -First 1).RdmaCapable })
}

$script:RestartFile = Join-Path $env:ProgramData 'hvnet\pending-adapter-restarts.txt'

# Adapter settings made with -NoRestart wait for a restart; the deployment
# script keeps the list in a file until each adapter has been restarted.
function Get-HvPendingRestart {
    if (-not (Test-Path -LiteralPath $script:RestartFile)) { return @() }
    return @(Get-Content -LiteralPath $script:RestartFile | Where-Object { $_ })
}

function Test-HvPendingRestart {
    Add-HvResult 'adapter restarts pending' '(none)' (Format-HvNone ((Get-HvPendingRestart) -join ', '))
}

# A node the deployment script left paused on purpose (its state file).
$script:DrainFile = Join-Path $env:ProgramData 'hvnet\drain-pending.json'

function Test-HvDrainPending {
    Add-HvResult 'left paused by the deployment script' '(none)' (Read-Hv { if (Test-Path -LiteralPath $script:DrainFile) { (Get-Content -LiteralPath $script:DrainFile) -join ' ' } })
}

Test-HvComputerName -Name 'AZL-N04'
Test-HvOs -Name 'Azure Local or Azure Stack HCI 21H2 and later' -Family @('Azure Stack HCI', 'Azure Local') -MinBuild 20348 -MaxBuild 0
Test-HvClusterMembership -Cluster 'AZLC01'
Test-HvAdapterPresent -Name 'NIC1'
Test-HvAdapterPresent -Name 'NIC2'
Test-HvAdapterPresent -Name 'SLOT 3 Port 1'
Test-HvAdapterPresent -Name 'SLOT 4 Port 1'

Test-HvFeature -Name @('NetworkATC', 'Hyper-V', 'Failover-Clustering', 'Data-Center-Bridging', 'FS-FileServer', 'FS-SMBBW')

Test-HvIntent -Name 'MgmtCompute' -Adapters @('NIC1', 'NIC2') -Management $true -Compute $true -Storage $false -Switchless $false -StorageVlans @() -ManagementVlan 0 -JumboPacket 0 -NetworkDirectTechnology 0 -LoadBalancing 'HyperVPort' -SmbPriority 3 -SmbBandwidth 50 -ClusterPriority 7 -ClusterBandwidth 1
Test-HvIntent -Name 'Storage' -Adapters @('SLOT 3 Port 1', 'SLOT 4 Port 1') -Management $false -Compute $false -Storage $true -Switchless $false -StorageVlans @(711, 712) -ManagementVlan 0 -JumboPacket 9014 -NetworkDirectTechnology 4 -LoadBalancing '' -SmbPriority 3 -SmbBandwidth 50 -ClusterPriority 7 -ClusterBandwidth 1

Test-HvAddress -Alias 'vEthernet (Management)' -Address '10.60.0.14' -PrefixLength 24 -Gateway '10.60.0.1' -Dns @('10.0.0.10', '10.0.0.11') -RegisterDns $true
Test-HvAddress -Alias 'SLOT 3 Port 1' -Address '10.71.1.14' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false
Test-HvAddress -Alias 'SLOT 4 Port 1' -Address '10.71.2.14' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false

Test-HvLiveMigration -Transport 'SMB'
Test-HvSmbBandwidthLimit -Category 'LiveMigration' -BytesPerSecond 750000000

Test-HvAdapterVlan -Adapter 'SLOT 3 Port 1' -VlanId 711
Test-HvAdapterVlan -Adapter 'SLOT 4 Port 1' -VlanId 712
Test-HvAdapterRdma -Adapter 'SLOT 3 Port 1'
Test-HvAdapterRdma -Adapter 'SLOT 4 Port 1'

Test-HvSmbRdma -Alias 'SLOT 3 Port 1'
Test-HvSmbRdma -Alias 'SLOT 4 Port 1'
Test-HvPendingRestart
Test-HvDrainPending

$failed = @($script:Results | Where-Object { $_.status -eq 'FAIL' }).Count
$skipped = @($script:Results | Where-Object { $_.status -eq 'SKIP' }).Count
$summary = [pscustomobject][ordered]@{
    hvnetCheck = 2
    node = $script:Node
    design = 'Azure Local with Network ATC'
    revision = '1'
    passed = $script:Results.Count - $failed - $skipped
    failed = $failed
    skipped = $skipped
    results = $script:Results.ToArray()
}
Write-Output ($summary | ConvertTo-Json -Compress -Depth 4)
if ($failed -gt 0) { exit 1 }
