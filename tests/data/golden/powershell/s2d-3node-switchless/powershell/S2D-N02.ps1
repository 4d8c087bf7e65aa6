#Requires -RunAsAdministrator
# hvnet deployment script
#   design:   Three-node switchless S2D (2022)
#   revision: 1
#   node:     S2D-N02 (ws2022)
#   made by:  hvnet 0.1.0; change the design and export again rather than editing this file
#
# Configures this node as the design plans it, in an order that is safe on a
# node already in production. Run it with -WhatIf first: it then shows every
# change, the disruptive ones too, and changes nothing.
#   1. Pre-flight, read-only: this is the design's node (computer name), the
#      operating system and role match the design, it has the design's
#      adapters, it is in the design's cluster or none yet,
#      which adapters carry this session (SSH, RDP or WinRM), and adapter
#      restarts an earlier run left pending. A mismatch stops the script (exit 2).
#   2. Settings that change no traffic of a running node: features (exit 3010
#      when they need a restart), the firewall, DNS, live migration settings,
#      new vNICs and their addresses, adapter properties (saved with -NoRestart).
#   3. Disruptive steps, announced first and then done together at the end,
#      on the paused and drained node: QoS policies, PFC, ETS classes, DCBX,
#      SMB Multichannel constraints and the -Reconcile removals (they change
#      live storage traffic at once), teams and vSwitches on adapters in use,
#      VLAN changes, switching an interface from DHCP to its static address,
#      removing addresses and default routes the design does not have, and
#      adapter restarts, one adapter at a time, each waiting for its link (on
#      S2D also for SMB's RDMA connections) to come back. If one of them
#      touches the adapters of this session, the script stops (exit 4) unless
#      -AllowDisruption is given. A cluster member is paused and drained first
#      (S2D: with healthy volumes, then its disks in storage maintenance mode)
#      and resumed after (S2D: disks back, repair jobs finished and every
#      volume Healthy first). If anything fails after the drain, the node is
#      left paused on purpose: the script says so with the commands to finish,
#      writes %ProgramData%\hvnet\drain-pending.json, and exits 6; the next
#      run reads that file and resumes the node when it ends well.
#   4. Verification: the check script's checks, reading operational state
#      (link, RDMA, PFC and ETS in force, IP MTU); exit 5 when one fails.
# Every step reads the host first and changes only what differs, so a second run
# changes nothing.
#   -WhatIf           shows what would change, and changes nothing
#   -AllowDisruption  lets the disruptive steps run even when they cut this session
#   -ConfirmWithin SEC  runs steps that cut this session from a scheduled task
#                     and puts the previous state back after SEC seconds
#                     unless confirmed (exit 7): connect again and run -KeepChange
#   -KeepChange       confirms the change of a -ConfirmWithin run (the tasks and
#                     the copy they run live in %ProgramData%\hvnet\rollback,
#                     writable only by SYSTEM and the Administrators)
#   -Reconcile        also removes QoS policies and traffic classes the design does not have
#   -Rollback, -FromTask  used by the scheduled tasks of -ConfirmWithin

[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [switch]$Reconcile,
    [switch]$AllowDisruption,
    [int]$ConfirmWithin = 0,
    [switch]$KeepChange,
    [switch]$Rollback,
    [switch]$FromTask
)

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'
Set-StrictMode -Off

$script:Node = 'S2D-N02'
$script:Cluster = 'S2DC03'
$script:ClusterKind = 's2d'
$script:Cmdlet = $PSCmdlet
$script:Changes = 0
$script:Pending = 0
$script:Phase = 'settle'
$script:Deferred = New-Object System.Collections.Generic.List[object]
$script:Requested = $null
$script:Created = New-Object System.Collections.Generic.List[string]
$script:Restarts = New-Object System.Collections.Generic.List[string]
$script:SessionAdapters = @()
$script:FeatureRestart = $false
$script:LinkTimeoutSeconds = 90
$script:SmbRdmaTimeoutSeconds = 180
$script:StorageWaitMinutes = 60
$script:RepairAppearSeconds = 120
$script:Drained = $false
$script:StorageMaintenance = $false
$script:LeftPaused = $false
$script:Earlier = $null
$script:ClusterAddresses = $null
$script:AtcIntents = $null
# The SMB interfaces each physical RDMA adapter carries (itself, or its mapped vNICs).
$script:SmbPaths = @{}
$script:SmbPaths['SLOT 3 Port 1'] = @('SLOT 3 Port 1')
$script:SmbPaths['SLOT 4 Port 1'] = @('SLOT 4 Port 1')

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

# ---------------------------------------------------------------- how steps run
# Runs one step. A step that needs a disruptive change, or waits for an object
# a disruptive step makes, is run again in the disruptive phase at the end.
function Invoke-HvStep([scriptblock]$Step) {
    $script:Requested = New-Object System.Collections.Generic.List[object]
    $null = & $Step
    if ($script:Requested.Count -gt 0) {
        $script:Deferred.Add([pscustomobject]@{ Step = $Step; Requests = $script:Requested.ToArray() })
    }
    $script:Requested = $null
}

# Whether a change to these adapters cuts the administrator's session.
function Test-HvSessionPath([string[]]$Adapters) {
    foreach ($adapter in $Adapters) {
        if ($script:SessionAdapters -contains $adapter) { return $true }
    }
    return $false
}

# Asks to make a change that interrupts traffic on $Adapters: in the first
# phase it is announced for the end; in the disruptive phase it is made.
function Request-HvDisruption([string]$Target, [string]$Action, [string[]]$Adapters) {
    if ($script:Phase -eq 'disrupt') { return $true }
    $session = Test-HvSessionPath $Adapters
    $script:Requested.Add([pscustomobject]@{ Target = $Target; Action = $Action; Session = $session })
    Write-Host ('   later    {0}: {1} (disruptive, done at the end)' -f $Target, $Action)
    return $false
}

# A change to QoS, DCB or the paths SMB takes alters the storage traffic of a
# running node at once (with DCBX willing off nothing waits for the switch), so
# it is made with the disruptive steps, on the drained node. It cuts no session.
function Request-HvTrafficChange([string]$Target, [string]$Action) {
    return (Request-HvDisruption $Target $Action @())
}

# A step whose object a disruptive step makes (a vNIC on a new vSwitch) waits for it.
function Request-HvLater([string]$Target, [string]$Why) {
    if ($script:Phase -eq 'disrupt') {
        Write-Host ('   later    {0}: {1}' -f $Target, $Why)
        $script:Pending++
        return
    }
    $script:Requested.Add([pscustomobject]@{ Target = $Target; Action = $Why; Session = $false })
    Write-Host ('   later    {0}: {1}' -f $Target, $Why)
}

# Under -WhatIf on a node without the features yet, their cmdlets do not exist:
# the step says what it waits for, and the preview goes on.
function Test-HvCommand([string]$Command, [string]$Target) {
    if (Get-Command $Command -ErrorAction SilentlyContinue) { return $true }
    if ($WhatIfPreference) {
        Write-Host ('   later    {0}: {1} comes with the features above' -f $Target, $Command)
        $script:Pending++
        return $false
    }
    throw ('{0} is not available for {1}: install the Windows features above first' -f $Command, $Target)
}

# An adapter that does not exist yet is made by an earlier step (a vNIC, a
# team interface): the step waits for it. Otherwise it is an error.
function Test-HvAdapter([string]$Adapter) {
    if (Get-NetAdapter -Name $Adapter -ErrorAction SilentlyContinue) { return $true }
    if ($script:Phase -eq 'settle' -or $WhatIfPreference) {
        Request-HvLater $Adapter 'does not exist yet; an earlier step makes it'
        return $false
    }
    throw ('adapter {0} is not on this node; check the adapter names in the design' -f $Adapter)
}

# The adapters that carry the connections administrators use (SSH, RDP,
# WinRM), with the adapters under them: a vNIC's vSwitch uplinks, a team's
# members. A console session has none.
function Get-HvAdaptersUnder([string]$Alias) {
    $under = New-Object System.Collections.Generic.List[string]
    $adapter = Get-NetAdapter -Name $Alias -ErrorAction SilentlyContinue
    if (-not $adapter) { return @() }
    if (Get-Command Get-VMNetworkAdapter -ErrorAction SilentlyContinue) {
        $vnic = Get-VMNetworkAdapter -ManagementOS -ErrorAction SilentlyContinue | Where-Object { (Get-HvProperty $_ 'DeviceId') -eq $adapter.DeviceID } | Select-Object -First 1
        if ($vnic) {
            $switch = Get-VMSwitch -Name $vnic.SwitchName -ErrorAction SilentlyContinue
            $descriptions = @(Get-HvProperty $switch 'NetAdapterInterfaceDescriptions') + @(Get-HvProperty $switch 'NetAdapterInterfaceDescription')
            foreach ($description in ($descriptions | Where-Object { $_ })) {
                foreach ($uplink in @(Get-NetAdapter -InterfaceDescription $description -ErrorAction SilentlyContinue)) { $under.Add($uplink.Name) }
            }
        }
    }
    foreach ($name in @($Alias) + $under.ToArray()) {
        $teamNic = Get-NetLbfoTeamNic -Name $name -ErrorAction SilentlyContinue
        if ($teamNic) {
            foreach ($member in @(Get-NetLbfoTeamMember -Team $teamNic.Team)) { $under.Add($member.Name) }
        }
    }
    return $under.ToArray()
}

function Get-HvSessionAdapters {
    $aliases = New-Object System.Collections.Generic.List[string]
    $connections = @(Get-NetTCPConnection -State Established -ErrorAction SilentlyContinue | Where-Object { @(22, 3389, 5985, 5986) -contains $_.LocalPort })
    foreach ($connection in $connections) {
        $address = Get-NetIPAddress -IPAddress $connection.LocalAddress -ErrorAction SilentlyContinue | Select-Object -First 1
        if ($address -and -not $aliases.Contains($address.InterfaceAlias)) { $aliases.Add($address.InterfaceAlias) }
    }
    foreach ($alias in $aliases.ToArray()) {
        foreach ($under in (Get-HvAdaptersUnder $alias)) {
            if (-not $aliases.Contains($under)) { $aliases.Add($under) }
        }
    }
    return $aliases.ToArray()
}

# Adapter settings saved with -NoRestart take effect at the adapter's restart.
# The list is kept in a file at once, so a run that stops before the restarts
# leaves them pending for the next run (and for the check) instead of losing them.
function Save-HvPendingRestart([string[]]$Adapters) {
    [void][System.IO.Directory]::CreateDirectory((Split-Path -Parent $script:RestartFile))
    [System.IO.File]::WriteAllLines($script:RestartFile, [string[]]@($Adapters))
}

function Add-HvRestart([string]$Adapter) {
    if (-not $script:Restarts.Contains($Adapter)) { $script:Restarts.Add($Adapter) }
    Save-HvPendingRestart $script:Restarts.ToArray()
}

function Wait-HvLink([string]$Adapter) {
    $deadline = (Get-Date).AddSeconds($script:LinkTimeoutSeconds)
    do {
        Start-Sleep -Seconds 2
        $state = Get-NetAdapter -Name $Adapter -ErrorAction SilentlyContinue
        if ($state -and [string]$state.Status -eq 'Up') { return $true }
    } while ((Get-Date) -lt $deadline)
    return $false
}

# The SMB interfaces that ride on a physical RDMA adapter (itself, or the host
# vNICs mapped to it) have RDMA-capable SMB Multichannel connections again: on
# S2D the next such adapter restarts only then, so storage keeps an RDMA path.
# The Storage Bus Layer and CSV have SMB instances of their own (2016 and later).
function Get-HvSmbInterfaces([string]$Adapter) {
    if ($script:SmbPaths.ContainsKey($Adapter)) { return @($script:SmbPaths[$Adapter]) }
    foreach ($entry in $script:SmbPaths.GetEnumerator()) {
        if (@($entry.Value) -contains $Adapter) { return @($Adapter) }
    }
    return @()
}

function Test-HvSmbRdmaPath([string]$Adapter) {
    $indexes = @(Get-HvSmbInterfaces $Adapter | ForEach-Object { Get-NetAdapter -Name $_ -ErrorAction SilentlyContinue } | ForEach-Object { [int]$_.ifIndex })
    if ($indexes.Count -eq 0) { return $false }
    $instances = @('')
    if ((Get-Command Get-SmbMultichannelConnection).Parameters.ContainsKey('SmbInstance')) { $instances = @('Default', 'CSV', 'SBL') }
    foreach ($instance in $instances) {
        $arguments = @{}
        if ($instance) { $arguments.SmbInstance = $instance }
        $connections = @(Get-SmbMultichannelConnection @arguments -ErrorAction SilentlyContinue | Where-Object { $_.ClientRdmaCapable -and $indexes -contains [int]$_.ClientInterfaceIndex })
        if ($connections.Count -gt 0) { return $true }
    }
    return $false
}

function Wait-HvSmbRdma([string]$Adapter) {
    $over = @(Get-HvSmbInterfaces $Adapter) -join ', '
    $deadline = (Get-Date).AddSeconds($script:SmbRdmaTimeoutSeconds)
    do {
        if (Test-HvSmbRdmaPath $Adapter) {
            Write-Unchanged ('{0}: SMB Multichannel has RDMA connections over {1} again' -f $Adapter, $over)
            return
        }
        Write-Host ('   waiting  {0}: SMB Multichannel RDMA connections over {1}' -f $Adapter, $over)
        Start-Sleep -Seconds 10
    } while ((Get-Date) -lt $deadline)
    throw ('SMB Multichannel has no RDMA connection over {0} {1} s after {2} restarted; the next RDMA adapter was not restarted, so storage keeps its other path (see Get-SmbMultichannelConnection -SmbInstance SBL)' -f $over, $script:SmbRdmaTimeoutSeconds, $Adapter)
}

# One adapter at a time, each waiting for its link, so a team or SET keeps a
# working member; the adapters of this session come last. On a drained S2D
# node, after an adapter that carries SMB (an RDMA adapter or a storage vNIC)
# the next restart waits until SMB has RDMA connections over it again.
function Restart-HvAdapters {
    $ordered = @($script:Restarts | Where-Object { -not (Test-HvSessionPath @($_)) }) + @($script:Restarts | Where-Object { Test-HvSessionPath @($_) })
    $waitFor = ''
    foreach ($adapter in $ordered) {
        if ($waitFor) {
            Wait-HvSmbRdma $waitFor
            $waitFor = ''
        }
        if (Test-HvSessionPath @($adapter)) {
            Write-Warning ('{0} carries this session: it drops until the link is back' -f $adapter)
        }
        Invoke-Change $adapter ('restart, waiting up to {0} s for the link' -f $script:LinkTimeoutSeconds) {
            Restart-NetAdapter -Name $adapter -Confirm:$false
            if (-not (Wait-HvLink $adapter)) {
                throw ('{0} has no link {1} s after its restart; the other restarts were not done: check the cable and the switch port' -f $adapter, $script:LinkTimeoutSeconds)
            }
            [void]$script:Restarts.Remove($adapter)
            Save-HvPendingRestart $script:Restarts.ToArray()
        }
        if ($script:Drained -and $script:ClusterKind -eq 's2d' -and @(Get-HvSmbInterfaces $adapter).Count -gt 0 -and -not $script:Restarts.Contains($adapter)) { $waitFor = $adapter }
    }
}

# What an earlier run left: the node paused and drained by hvnet (on S2D with
# its disks in storage maintenance mode). The file is written the moment the
# node is paused, kept while it is, and removed once it is resumed.
function Read-HvDrainState {
    if (-not (Test-Path -LiteralPath $script:DrainFile)) { return $null }
    return ((Get-Content -LiteralPath $script:DrainFile) -join "`n" | ConvertFrom-Json)
}

function Save-HvDrainState([string]$Why) {
    [void][System.IO.Directory]::CreateDirectory((Split-Path -Parent $script:DrainFile))
    $state = [pscustomobject][ordered]@{ node = $env:COMPUTERNAME; pausedByHvnet = $true; storageMaintenance = [bool]$script:StorageMaintenance; reason = $Why }
    [System.IO.File]::WriteAllText($script:DrainFile, ($state | ConvertTo-Json -Compress))
}

function Clear-HvDrainState {
    if (Test-Path -LiteralPath $script:DrainFile) { [System.IO.File]::Delete($script:DrainFile) }
}

# The pause an earlier run left, if the node is still paused; a node resumed
# by hand since then leaves a stale file, which goes.
function Get-HvEarlierDrain {
    $earlier = Read-HvDrainState
    if (-not $earlier) { return $null }
    if ((Get-HvClusterName) -and [string](Get-ClusterNode -Name $env:COMPUTERNAME).State -eq 'Paused') { return $earlier }
    Write-Host ('   ok       {0} was resumed since an earlier run left it paused; its state file goes' -f $script:Node)
    if ($earlier.storageMaintenance) {
        Write-Warning ('its disks may still be in storage maintenance mode; to end it: Get-StorageFaultDomain -Type StorageScaleUnit | Where-Object { $_.FriendlyName -eq ''' + $env:COMPUTERNAME + ''' } | Disable-StorageMaintenanceMode')
    }
    if (-not $WhatIfPreference) { Clear-HvDrainState }
    return $null
}

# The server's disks: its storage scale unit, as Microsoft's maintenance
# procedure for S2D and Azure Local selects it.
function Get-HvStorageScaleUnit {
    return (Get-StorageFaultDomain -Type StorageScaleUnit | Where-Object { $_.FriendlyName -eq $env:COMPUTERNAME })
}

# The commands that finish by hand what the script left, in Microsoft's order.
function Get-HvFinishCommands {
    $commands = New-Object System.Collections.Generic.List[string]
    if ($script:StorageMaintenance) {
        $commands.Add('Get-StorageFaultDomain -Type StorageScaleUnit | Where-Object { $_.FriendlyName -eq ''' + $env:COMPUTERNAME + ''' } | Disable-StorageMaintenanceMode')
    }
    if ($script:ClusterKind -eq 's2d') {
        $commands.Add('Get-StorageJob    (again until no job is left unfinished)')
        $commands.Add('Get-VirtualDisk   (again until every HealthStatus is Healthy)')
    }
    $commands.Add(('Resume-ClusterNode -Name ''{0}'' -Failback Immediate' -f $env:COMPUTERNAME))
    $commands.Add(('Remove-Item -LiteralPath ''{0}''   (this script does it when it resumes the node)' -f $script:DrainFile))
    return $commands.ToArray()
}

# Leaves the node paused on purpose, and says so: why, that its roles stay on
# the other nodes, and the two ways to finish. The state file says it too.
function Stop-HvPaused([string]$Why) {
    if (-not $Why) { $Why = 'the run was interrupted' }
    Save-HvDrainState $Why
    $script:LeftPaused = $true
    Write-Host ''
    Write-Warning ('{0} IS LEFT PAUSED ON PURPOSE: {1}' -f $env:COMPUTERNAME, $Why)
    Write-Warning 'Its roles stay on the other nodes. Take no other node down until this one is resumed.'
    if ($script:StorageMaintenance) { Write-Warning 'Its disks stay in storage maintenance mode.' }
    Write-Host '   To finish: remove the cause, then run this script again; it reads the state left below and resumes the node when it ends well.'
    Write-Host '   Or finish by hand, in this order:'
    foreach ($command in (Get-HvFinishCommands)) { Write-Host ('     {0}' -f $command) }
    Write-Host ('   State: {0}' -f $script:DrainFile)
}

# Pauses a cluster member and moves its roles away, so the disruptive steps
# touch no running VM or CSV owner; on S2D its disks then go into storage
# maintenance mode. A node an earlier run of this script left paused is taken
# over; a node paused by someone else stays paused afterwards.
function Suspend-HvNode {
    if (-not (Get-HvClusterName)) { return }
    $node = Get-ClusterNode -Name $env:COMPUTERNAME
    if ([string]$node.State -eq 'Paused') {
        if ($script:Earlier -and $script:Earlier.pausedByHvnet) {
            Write-Host ('   resume   {0} was left paused by an earlier run ({1}); this run resumes it when it ends well' -f $env:COMPUTERNAME, $script:Earlier.reason)
            $script:Drained = $true
            $script:StorageMaintenance = [bool]$script:Earlier.storageMaintenance
        } else {
            Write-Unchanged ('{0} is already paused; it stays paused afterwards' -f $env:COMPUTERNAME)
        }
        return
    }
    if ($script:ClusterKind -eq 's2d') {
        $unhealthy = @(Get-VirtualDisk | Where-Object { [string]$_.HealthStatus -ne 'Healthy' })
        if ($unhealthy.Count -gt 0) {
            $message = 'volumes {0} are not healthy: wait until Get-VirtualDisk shows them Healthy (storage jobs done) before taking this node down' -f (($unhealthy | ForEach-Object { $_.FriendlyName }) -join ', ')
            if (-not $WhatIfPreference) { throw $message }
            Write-Warning $message
        }
    }
    Invoke-Change $env:COMPUTERNAME 'pause the cluster node and drain its roles' {
        # From here on every way out resumes the node or leaves it paused on purpose.
        $script:Drained = $true
        Save-HvDrainState 'paused for the disruptive steps'
        Suspend-ClusterNode -Name $env:COMPUTERNAME -Drain -Wait | Out-Null
        if ([string](Get-ClusterNode -Name $env:COMPUTERNAME).State -ne 'Paused') { throw 'the node did not reach the Paused state; see its drain status in Failover Cluster Manager' }
    }
    if ($script:ClusterKind -eq 's2d' -and $script:Drained) {
        Invoke-Change $env:COMPUTERNAME 'put this server''s disks in storage maintenance mode' {
            $script:StorageMaintenance = $true
            Save-HvDrainState 'paused for the disruptive steps'
            Get-HvStorageScaleUnit | Enable-StorageMaintenanceMode
        }
    }
}

# Storage in sync again: repair jobs get time to appear, then must finish, and
# every virtual disk must be Healthy. Bounded; says what it waits for.
function Wait-HvStorageHealthy {
    $started = Get-Date
    $deadline = $started.AddMinutes($script:StorageWaitMinutes)
    $seen = $false
    while ($true) {
        $jobs = @(Get-StorageJob -ErrorAction SilentlyContinue | Where-Object { [string]$_.JobState -ne 'Completed' })
        $unhealthy = @(Get-VirtualDisk | Where-Object { [string]$_.HealthStatus -ne 'Healthy' })
        if ($jobs.Count -gt 0) { $seen = $true }
        $settled = $seen -or ((Get-Date) -gt $started.AddSeconds($script:RepairAppearSeconds))
        if ($jobs.Count -eq 0 -and $unhealthy.Count -eq 0 -and $settled) {
            Write-Unchanged 'storage in sync: no storage job left, every virtual disk Healthy'
            return $true
        }
        if ((Get-Date) -gt $deadline) {
            Write-Warning ('after {0} minutes {1} storage job(s) are unfinished; virtual disks not Healthy: {2}' -f $script:StorageWaitMinutes, $jobs.Count, (Format-HvNone (($unhealthy | ForEach-Object { $_.FriendlyName }) -join ', ')))
            return $false
        }
        Write-Host ('   waiting  {0} storage job(s) unfinished, {1} virtual disk(s) not Healthy' -f $jobs.Count, $unhealthy.Count)
        Start-Sleep -Seconds 15
    }
}

# Brings the node back in Microsoft's order: its disks out of storage
# maintenance mode, the storage in sync again, then the node resumed. Storage
# that does not get in sync in time leaves the node paused (it throws).
function Resume-HvNode {
    if ($script:StorageMaintenance) {
        Invoke-Change $env:COMPUTERNAME 'take this server''s disks out of storage maintenance mode' {
            Get-HvStorageScaleUnit | Disable-StorageMaintenanceMode
            $script:StorageMaintenance = $false
            Save-HvDrainState 'resuming: waiting for the storage to get in sync'
        }
    }
    if ($script:ClusterKind -eq 's2d' -and -not $WhatIfPreference -and -not (Wait-HvStorageHealthy)) {
        throw ('the storage is not in sync {0} minutes after this server''s disks came back' -f $script:StorageWaitMinutes)
    }
    Invoke-Change $env:COMPUTERNAME 'resume the cluster node and fail its roles back' {
        Resume-ClusterNode -Name $env:COMPUTERNAME -Failback Immediate | Out-Null
        $script:Drained = $false
        Clear-HvDrainState
    }
}

# The disruptive phase: everything announced, the session protected, the node
# drained, then the deferred steps and the adapter restarts. After the drain
# every way out passes the finally block: the node is resumed with its storage
# healthy, or left paused on purpose with a message, its state file and exit 6.
function Invoke-HvDisruptive {
    $steps = $script:Deferred.ToArray()
    if ($steps.Count -eq 0 -and $script:Restarts.Count -eq 0 -and -not $script:Earlier) {
        Write-Unchanged 'nothing disruptive to do'
        return
    }
    $cutsSession = $false
    foreach ($step in $steps) {
        foreach ($request in $step.Requests) {
            $mark = ''
            if ($request.Session) { $mark = '  [cuts this session]'; $cutsSession = $true }
            Write-Host ('   planned  {0}: {1}{2}' -f $request.Target, $request.Action, $mark)
        }
    }
    foreach ($adapter in $script:Restarts) {
        $mark = ''
        if (Test-HvSessionPath @($adapter)) { $mark = '  [cuts this session]'; $cutsSession = $true }
        Write-Host ('   planned  {0}: restart the adapter{1}' -f $adapter, $mark)
    }
    if ($cutsSession -and -not $AllowDisruption) {
        if ($WhatIfPreference) {
            Write-Warning 'Steps above cut this session: the real run needs -ConfirmWithin SEC (a rollback window) or -AllowDisruption (from the console or another network).'
        } elseif ($ConfirmWithin -gt 0) {
            Start-HvRollbackWindow
            exit 7
        } else {
            Write-Warning ('Steps above cut this session ({0}). Nothing disruptive was done; the other settings are made. Run again with -ConfirmWithin SEC to run them from a scheduled task that puts the previous state back unless you confirm, or with -AllowDisruption from the console or over another network.' -f ($script:SessionAdapters -join ', '))
            exit 4
        }
    }
    $failure = ''
    try {
        Suspend-HvNode
        $script:Phase = 'disrupt'
        foreach ($step in $steps) {
            $script:Requested = New-Object System.Collections.Generic.List[object]
            $null = & $step.Step
        }
        Restart-HvAdapters
        if ($script:Drained) { Resume-HvNode }
    } catch {
        if (-not $script:Drained) { throw }
        $failure = $_.Exception.Message
    } finally {
        # Also when the run is interrupted (Ctrl+C): never left paused without a word.
        if ($script:Drained) { Stop-HvPaused $failure }
    }
    if ($script:LeftPaused) { exit 6 }
}

# ---------------------------------------------------------------- the rollback window
# -ConfirmWithin SEC: the steps that cut this session (a vSwitch on the
# management adapter, the management vNIC's address or VLAN) run from a
# scheduled task, which the session dropping does not stop, and a second task
# restores the state recorded before them after SEC seconds unless the
# administrator, connected again, confirms with -KeepChange.
$script:RollbackFolder = Join-Path $env:ProgramData 'hvnet\rollback'
$script:RollbackState = Join-Path $script:RollbackFolder 'previous-state.json'
$script:RollbackScript = Join-Path $script:RollbackFolder 'deploy.ps1'
$script:RollbackTask = 'hvnet rollback'
$script:ApplyTask = 'hvnet apply'

# The interface's settings a rollback puts back: addresses, DHCP, default
# gateways, DNS servers, and the VLAN of the host vNIC behind it.
function Get-HvInterfaceState([string]$Alias) {
    $adapter = Get-NetAdapter -Name $Alias -ErrorAction SilentlyContinue
    # A vSwitch uplink or team member has no IP interface of its own.
    $interface = Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue
    if (-not $adapter -or -not $interface) { return $null }
    $vnic = ''
    $vlan = 0
    if (Get-Command Get-VMNetworkAdapter -ErrorAction SilentlyContinue) {
        $found = Get-VMNetworkAdapter -ManagementOS -ErrorAction SilentlyContinue | Where-Object { (Get-HvProperty $_ 'DeviceId') -eq $adapter.DeviceID } | Select-Object -First 1
        if ($found) {
            $vnic = [string]$found.Name
            $vlan = [int](Get-HvVNicVlan $vnic).VlanId
        }
    }
    return [pscustomobject][ordered]@{
        alias = $Alias
        dhcp = ([string]$interface.Dhcp -eq 'Enabled')
        addresses = @(Get-HvAddresses $Alias | Where-Object { [string]$_.PrefixOrigin -eq 'Manual' } | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength })
        gateways = @(Get-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { [string]$_.NextHop } | Sort-Object -Unique)
        dns = @((Get-DnsClientServerAddress -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue).ServerAddresses)
        vnic = $vnic
        vlan = $vlan
    }
}

# Records, before anything changes, what the session's interfaces and the
# host's vSwitches are now.
function Save-HvRollbackState {
    $interfaces = @($script:SessionAdapters | ForEach-Object { Get-HvInterfaceState $_ } | Where-Object { $_ -and ($_.dhcp -or $_.addresses.Count -gt 0) })
    $switches = @()
    if (Get-Command Get-VMSwitch -ErrorAction SilentlyContinue) { $switches = @(Get-VMSwitch | ForEach-Object { [string]$_.Name }) }
    $state = [pscustomobject][ordered]@{ node = $env:COMPUTERNAME; switches = $switches; interfaces = $interfaces }
    [void][System.IO.Directory]::CreateDirectory($script:RollbackFolder)
    [System.IO.File]::WriteAllText($script:RollbackState, ($state | ConvertTo-Json -Depth 4))
}

function Read-HvRollbackState {
    if (-not (Test-Path -LiteralPath $script:RollbackState)) { return $null }
    return ((Get-Content -LiteralPath $script:RollbackState) -join "`n" | ConvertFrom-Json)
}

# The folder of the copy the tasks run as SYSTEM: only SYSTEM and the
# Administrators may write there (no rule inherited from ProgramData), and a
# copy left from before is not reused.
function Protect-HvRollbackFolder {
    [void][System.IO.Directory]::CreateDirectory($script:RollbackFolder)
    $acl = New-Object System.Security.AccessControl.DirectorySecurity
    $acl.SetAccessRuleProtection($true, $false)
    foreach ($sid in @('S-1-5-18', 'S-1-5-32-544')) {
        $who = New-Object System.Security.Principal.SecurityIdentifier($sid)
        $acl.AddAccessRule((New-Object System.Security.AccessControl.FileSystemAccessRule($who, 'FullControl', 'ContainerInherit, ObjectInherit', 'None', 'Allow')))
    }
    Set-Acl -LiteralPath $script:RollbackFolder -AclObject $acl
    if (Test-Path -LiteralPath $script:RollbackScript) { [System.IO.File]::Delete($script:RollbackScript) }
}

function Test-HvApplyRunning {
    $apply = Get-ScheduledTask -TaskName $script:ApplyTask -ErrorAction SilentlyContinue
    return ($apply -and [string]$apply.State -eq 'Running')
}

# A task that runs the copy of this script once, at $At, as SYSTEM.
function Register-HvTask([string]$Name, [string]$Arguments, [datetime]$At) {
    $action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument ('-NoProfile -ExecutionPolicy Bypass -File "{0}" {1}' -f $script:RollbackScript, $Arguments)
    $trigger = New-ScheduledTaskTrigger -Once -At $At
    $principal = New-ScheduledTaskPrincipal -UserId 'SYSTEM' -LogonType ServiceAccount -RunLevel Highest
    Register-ScheduledTask -TaskName $Name -Action $action -Trigger $trigger -Principal $principal -Force | Out-Null
}

function Remove-HvTask([string]$Name) {
    if (Get-ScheduledTask -TaskName $Name -ErrorAction SilentlyContinue) { Unregister-ScheduledTask -TaskName $Name -Confirm:$false }
}

# Opens the window: the previous state recorded, the rollback armed first,
# then the change handed to its own task.
function Start-HvRollbackWindow {
    if (Get-ScheduledTask -TaskName $script:RollbackTask -ErrorAction SilentlyContinue) {
        throw ('a rollback window is open already (scheduled task {0}): confirm it with -KeepChange or let it run out first' -f $script:RollbackTask)
    }
    Protect-HvRollbackFolder
    Save-HvRollbackState
    Copy-Item -LiteralPath $PSCommandPath -Destination $script:RollbackScript -Force
    $at = (Get-Date).AddSeconds($ConfirmWithin)
    Register-HvTask $script:RollbackTask '-Rollback' $at
    $arguments = '-AllowDisruption -FromTask'
    if ($Reconcile) { $arguments = $arguments + ' -Reconcile' }
    Register-HvTask $script:ApplyTask $arguments (Get-Date).AddSeconds(10)
    Write-Warning ('The steps above cut this session. They run in 10 s from scheduled task ''{0}'', which goes on when this session drops (log: {1}).' -f $script:ApplyTask, (Join-Path $script:RollbackFolder 'apply.log'))
    Write-Warning ('Unless you confirm within {0} s, scheduled task ''{1}'' puts back the state recorded in {2} at {3}.' -f $ConfirmWithin, $script:RollbackTask, $script:RollbackState, $at.ToString('HH:mm:ss'))
    Write-Host '   To confirm: connect again (to the new address if the design changes it) and run this script with -KeepChange.'
}

# -KeepChange: the administrator reached the node again, so the change stays.
function Confirm-HvChange {
    if (-not (Read-HvRollbackState)) {
        Write-Unchanged 'no rollback window is open'
        return
    }
    Invoke-Change $env:COMPUTERNAME ('keep the change: cancel the rollback task ''{0}''' -f $script:RollbackTask) {
        Remove-HvTask $script:RollbackTask
        if (-not (Test-HvApplyRunning)) { Remove-HvTask $script:ApplyTask }
        [System.IO.File]::Delete($script:RollbackState)
    }
}

# Puts one interface back as it was recorded.
function Restore-HvInterface($Interface) {
    $alias = [string]$Interface.alias
    if ($Interface.vnic -and (Get-VMNetworkAdapter -ManagementOS -Name $Interface.vnic -ErrorAction SilentlyContinue)) {
        if ([int]$Interface.vlan -gt 0) { Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Interface.vnic -Access -VlanId ([int]$Interface.vlan) }
        else { Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Interface.vnic -Untagged }
    }
    # An adapter freed from a removed vSwitch gets its IP interface back after a moment.
    $deadline = (Get-Date).AddSeconds(30)
    while (-not (Get-NetIPInterface -InterfaceAlias $alias -AddressFamily IPv4 -ErrorAction SilentlyContinue) -and (Get-Date) -lt $deadline) {
        Start-Sleep -Seconds 2
    }
    if (-not (Get-NetIPInterface -InterfaceAlias $alias -AddressFamily IPv4 -ErrorAction SilentlyContinue)) {
        Write-Warning ('{0} has no IPv4 interface; its settings were {1}' -f $alias, (@($Interface.addresses) -join ', '))
        return
    }
    if ($Interface.dhcp) {
        Set-NetIPInterface -InterfaceAlias $alias -AddressFamily IPv4 -Dhcp Enabled
        Set-DnsClientServerAddress -InterfaceAlias $alias -ResetServerAddresses
        return
    }
    Set-NetIPInterface -InterfaceAlias $alias -AddressFamily IPv4 -Dhcp Disabled
    $want = @($Interface.addresses)
    foreach ($address in @(Get-HvAddresses $alias)) {
        if ($want -notcontains ('{0}/{1}' -f $address.IPAddress, $address.PrefixLength)) { Remove-NetIPAddress -InterfaceAlias $alias -IPAddress $address.IPAddress -Confirm:$false }
    }
    $have = @(Get-HvAddresses $alias | ForEach-Object { '{0}/{1}' -f $_.IPAddress, $_.PrefixLength })
    foreach ($address in @($want | Where-Object { $have -notcontains $_ })) {
        New-NetIPAddress -InterfaceAlias $alias -IPAddress ($address -split '/')[0] -PrefixLength ([int]($address -split '/')[1]) -AddressFamily IPv4 | Out-Null
    }
    $gateways = @($Interface.gateways)
    foreach ($route in @(Get-NetRoute -InterfaceAlias $alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | Where-Object { $gateways -notcontains [string]$_.NextHop })) {
        Remove-NetRoute -InterfaceAlias $alias -DestinationPrefix '0.0.0.0/0' -NextHop $route.NextHop -Confirm:$false
    }
    $routes = @(Get-NetRoute -InterfaceAlias $alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | ForEach-Object { [string]$_.NextHop })
    foreach ($gateway in @($gateways | Where-Object { $routes -notcontains $_ })) {
        New-NetRoute -InterfaceAlias $alias -DestinationPrefix '0.0.0.0/0' -NextHop $gateway | Out-Null
    }
    if (@($Interface.dns).Count -gt 0) { Set-DnsClientServerAddress -InterfaceAlias $alias -ServerAddresses @($Interface.dns) }
}

# -Rollback, run by the rollback task: stops the change if it still runs,
# removes the vSwitches that were not there, and puts the session's
# interfaces back. A node the change left paused stays so, with its state file.
function Undo-HvChange {
    $state = Read-HvRollbackState
    if (-not $state) {
        Write-Host 'hvnet: no recorded state; nothing to put back'
        return
    }
    Write-Host ('hvnet: the change was not confirmed in time; putting {0} back as it was' -f $state.node)
    if (Test-HvApplyRunning) { Stop-ScheduledTask -TaskName $script:ApplyTask }
    if (Get-Command Get-VMSwitch -ErrorAction SilentlyContinue) {
        foreach ($switch in @(Get-VMSwitch | Where-Object { @($state.switches) -notcontains [string]$_.Name })) {
            Write-Host ('   remove   vSwitch {0}, made by the change' -f $switch.Name)
            Remove-VMSwitch -Name $switch.Name -Force
        }
    }
    foreach ($interface in @($state.interfaces)) {
        Write-Host ('   restore  {0}: {1}' -f $interface.alias, (Format-HvNone (@($interface.addresses) -join ', ')))
        # One interface that cannot be put back does not keep the others as they are.
        try {
            Restore-HvInterface $interface
        } catch {
            Write-Warning ('{0} could not be put back: {1}' -f $interface.alias, $_.Exception.Message)
        }
    }
    Remove-HvTask $script:ApplyTask
    Remove-HvTask $script:RollbackTask
    [System.IO.File]::Delete($script:RollbackState)
}

# ---------------------------------------------------------------- the steps' functions
function Sync-HvFeature([string[]]$Name) {
    $missing = @(Get-WindowsFeature -Name $Name | Where-Object { -not $_.Installed } | ForEach-Object { $_.Name })
    if ($missing.Count -eq 0) {
        Write-Unchanged ('installed: {0}' -f ($Name -join ', '))
        return
    }
    Invoke-Change $script:Node ('install {0}' -f ($missing -join ', ')) {
        $result = Install-WindowsFeature -Name $missing -IncludeManagementTools
        if ([string]$result.RestartNeeded -ne 'No') { $script:FeatureRestart = $true }
    }
}

function Sync-HvTeam([string]$Name, [string[]]$Members, [string]$Mode, [string]$LoadBalancing) {
    $team = Get-NetLbfoTeam -Name $Name -ErrorAction SilentlyContinue
    if (-not $team) {
        # The members lose their own addresses to the team interface.
        if (Request-HvDisruption $Name ('create LBFO team of {0} ({1}, {2})' -f ($Members -join ', '), $Mode, $LoadBalancing) $Members) {
            Invoke-Change $Name ('create LBFO team of {0} ({1}, {2})' -f ($Members -join ', '), $Mode, $LoadBalancing) {
                New-NetLbfoTeam -Name $Name -TeamMembers $Members -TeamingMode $Mode -LoadBalancingAlgorithm $LoadBalancing -Confirm:$false | Out-Null
                $script:Created.Add($Name)
            }
        }
        return
    }
    if ([string]$team.TeamingMode -eq $Mode -and [string]$team.LoadBalancingAlgorithm -eq $LoadBalancing) {
        Write-Unchanged ('team {0}: {1}, {2}' -f $Name, $Mode, $LoadBalancing)
    } elseif (Request-HvDisruption $Name ('set teaming mode {0} and load balancing {1}' -f $Mode, $LoadBalancing) (@($Name) + $Members)) {
        Invoke-Change $Name ('set teaming mode {0} and load balancing {1}' -f $Mode, $LoadBalancing) {
            Set-NetLbfoTeam -Name $Name -TeamingMode $Mode -LoadBalancingAlgorithm $LoadBalancing -Confirm:$false
        }
    }
    $have = @(Get-NetLbfoTeamMember -Team $Name | ForEach-Object { $_.Name })
    foreach ($member in $Members) {
        if ($have -notcontains $member -and (Request-HvDisruption $Name ('add member {0}' -f $member) @($member))) {
            Invoke-Change $Name ('add member {0}' -f $member) {
                Add-NetLbfoTeamMember -Name $member -Team $Name -Confirm:$false
            }
        }
    }
    foreach ($extra in @($have | Where-Object { $Members -notcontains $_ })) {
        Write-Warning ('team {0} has member {1}, which the design does not; left as it is' -f $Name, $extra)
    }
}

# The team's own interface: its VLAN (default mode under a vSwitch), and its
# name, which Windows changes with the VLAN ("Team1 - VLAN 5"): renamed back
# to the design's name, so the address steps find it.
function Sync-HvTeamNic([string]$Team, [string]$Name, [int]$VlanId) {
    $teamNic = Get-HvTeamNic $Team
    if (-not $teamNic) {
        Request-HvLater $Name ('the team interface of {0} comes with the team' -f $Team)
        return
    }
    $isDefault = [bool](Get-HvProperty $teamNic 'Default')
    $ok = ($VlanId -eq 0 -and $isDefault) -or ($VlanId -gt 0 -and -not $isDefault -and [int]$teamNic.VlanID -eq $VlanId)
    if ($ok) {
        Write-Unchanged ('team {0} interface: {1}' -f $Team, (Format-HvTeamNic $teamNic))
    } else {
        $action = 'set default mode (the vNICs carry the VLANs)'
        if ($VlanId -gt 0) { $action = 'set VLAN {0}' -f $VlanId }
        $members = @(Get-NetLbfoTeamMember -Team $Team | ForEach-Object { $_.Name })
        $disruptive = -not $script:Created.Contains($Team)
        if (-not $disruptive -or (Request-HvDisruption $teamNic.Name $action (@($teamNic.Name, $Name) + $members))) {
            Invoke-Change $teamNic.Name $action {
                if ($VlanId -gt 0) { Set-NetLbfoTeamNic -Name $teamNic.Name -VlanID $VlanId -Confirm:$false | Out-Null }
                else { Set-NetLbfoTeamNic -Name $teamNic.Name -Default -Confirm:$false | Out-Null }
            }
        }
    }
    $teamNic = Get-HvTeamNic $Team
    if ($teamNic -and $teamNic.Name -ne $Name) {
        Invoke-Change $teamNic.Name ('rename to {0}' -f $Name) {
            Rename-NetAdapter -Name $teamNic.Name -NewName $Name -Confirm:$false
        }
    }
}

function Sync-HvSwitch([string]$Name, [string[]]$Adapters, [bool]$EmbeddedTeaming, [bool]$AllowManagementOS, [bool]$OnLbfoTeam, [string]$LoadBalancing, [string]$MinimumBandwidthMode, [string]$TeamingMode) {
    if (-not (Test-HvCommand 'Get-VMSwitch' $Name)) { return }
    # A team under the vSwitch carries its members' traffic.
    $touched = @($Adapters)
    foreach ($adapter in $Adapters) {
        $touched += @(Get-NetLbfoTeamMember -Team $adapter -ErrorAction SilentlyContinue | ForEach-Object { $_.Name })
    }
    $switch = Get-VMSwitch -Name $Name -ErrorAction SilentlyContinue
    if (-not $switch) {
        foreach ($adapter in $Adapters) {
            if (-not (Test-HvAdapter $adapter)) { return }
        }
        if (Request-HvDisruption $Name ('create vSwitch on {0}' -f ($Adapters -join ', ')) $touched) {
            $arguments = @{ Name = $Name; NetAdapterName = $Adapters; AllowManagementOS = $AllowManagementOS }
            if ($EmbeddedTeaming) { $arguments.EnableEmbeddedTeaming = $true }
            if ($MinimumBandwidthMode) { $arguments.MinimumBandwidthMode = $MinimumBandwidthMode }
            # Windows Server 2022 and later accept an LBFO team under a vSwitch only when asked.
            if ($OnLbfoTeam -and (Get-Command New-VMSwitch).Parameters.ContainsKey('AllowNetLbfoTeams')) { $arguments.AllowNetLbfoTeams = $true }
            Invoke-Change $Name ('create vSwitch on {0}' -f ($Adapters -join ', ')) {
                New-VMSwitch @arguments | Out-Null
                $script:Created.Add($Name)
            }
        }
    } else {
        Write-Unchanged ('vSwitch {0}' -f $Name)
        if ($switch.AllowManagementOS -ne $AllowManagementOS) {
            $action = 'set AllowManagementOS {0}' -f $AllowManagementOS
            # Taking the management OS off removes its vNIC and the addresses on it.
            if ($AllowManagementOS -or (Request-HvDisruption $Name $action $touched)) {
                Invoke-Change $Name $action {
                    Set-VMSwitch -Name $Name -AllowManagementOS $AllowManagementOS
                }
            }
        }
        if ($EmbeddedTeaming) {
            $members = @(Get-HvSwitchMembers $Name $true)
            foreach ($adapter in $Adapters) {
                if ($members -notcontains $adapter -and (Request-HvDisruption $Name ('add team member {0}' -f $adapter) @($adapter))) {
                    Invoke-Change $Name ('add team member {0}' -f $adapter) {
                        Add-VMSwitchTeamMember -VMSwitchName $Name -NetAdapterName $adapter
                    }
                }
            }
        }
        if ($MinimumBandwidthMode -and [string]$switch.BandwidthReservationMode -ne $MinimumBandwidthMode) {
            Write-Warning ('vSwitch {0} has bandwidth mode {1}; the design wants {2}, which only a new vSwitch can have' -f $Name, $switch.BandwidthReservationMode, $MinimumBandwidthMode)
        }
    }
    if ($EmbeddedTeaming -and $LoadBalancing) {
        $team = Get-VMSwitchTeam -Name $Name -ErrorAction SilentlyContinue
        if ($team -and [string]$team.LoadBalancingAlgorithm -eq $LoadBalancing) {
            Write-Unchanged ('vSwitch {0}: load balancing {1}' -f $Name, $LoadBalancing)
        } elseif ($team -or -not $WhatIfPreference) {
            # Rebalancing moves the vNICs between the members of a switch in use.
            $disruptive = -not $script:Created.Contains($Name)
            if (-not $disruptive -or (Request-HvDisruption $Name ('set load balancing {0}' -f $LoadBalancing) $touched)) {
                Invoke-Change $Name ('set load balancing {0}' -f $LoadBalancing) {
                    Set-VMSwitchTeam -Name $Name -LoadBalancingAlgorithm $LoadBalancing
                }
            }
        }
    }
    # SET runs switch independent only; a stated mode is set as stated, so that
    # Windows, not this script, refuses another one.
    if ($EmbeddedTeaming -and $TeamingMode) {
        $team = Get-VMSwitchTeam -Name $Name -ErrorAction SilentlyContinue
        if ($team -and [string]$team.TeamingMode -eq $TeamingMode) {
            Write-Unchanged ('vSwitch {0}: teaming mode {1}' -f $Name, $TeamingMode)
        } elseif ($team -or -not $WhatIfPreference) {
            # A new teaming mode renegotiates every member of a switch in use.
            $disruptive = -not $script:Created.Contains($Name)
            if (-not $disruptive -or (Request-HvDisruption $Name ('set teaming mode {0}' -f $TeamingMode) $touched)) {
                Invoke-Change $Name ('set teaming mode {0}' -f $TeamingMode) {
                    Set-VMSwitchTeam -Name $Name -TeamingMode $TeamingMode
                }
            }
        }
    }
}

# Finds the operating system's adapter of a host vNIC by its DeviceId and gives
# it the name the design uses, whether or not Windows renamed it with the vNIC.
function Update-HvVNicAdapterName([string]$Name) {
    $want = 'vEthernet ({0})' -f $Name
    $adapter = $null
    foreach ($attempt in 1..10) {
        $adapter = Get-HvVNicAdapter $Name
        if ($adapter -or $WhatIfPreference) { break }
        Start-Sleep -Seconds 1
    }
    if (-not $adapter) {
        if (-not $WhatIfPreference) { throw ('host vNIC {0} has no adapter in the operating system' -f $Name) }
        return
    }
    if ($adapter.Name -eq $want) {
        Write-Unchanged ('host vNIC {0} is {1}' -f $Name, $want)
        return
    }
    Invoke-Change $adapter.Name ('rename to {0}' -f $want) {
        Rename-NetAdapter -Name $adapter.Name -NewName $want -Confirm:$false
    }
}

function Sync-HvHostVNic([string]$Name, [string]$Switch, [bool]$AdoptDefault) {
    if (-not (Test-HvCommand 'Get-VMNetworkAdapter' $Name)) { return }
    if (-not (Get-VMSwitch -Name $Switch -ErrorAction SilentlyContinue)) {
        Request-HvLater $Name ('vSwitch {0} comes first' -f $Switch)
        return
    }
    if (Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue) {
        Write-Unchanged ('host vNIC {0}' -f $Name)
    } else {
        $default = $null
        if ($AdoptDefault -and $Name -ne $Switch) {
            $default = Get-VMNetworkAdapter -ManagementOS -Name $Switch -ErrorAction SilentlyContinue | Where-Object { $_.SwitchName -eq $Switch }
        }
        if ($default) {
            Invoke-Change $Name ('rename the management vNIC {0} to {1}' -f $Switch, $Name) {
                Rename-VMNetworkAdapter -ManagementOS -Name $Switch -NewName $Name
            }
        } else {
            Invoke-Change $Name ('add host vNIC on {0}' -f $Switch) {
                Add-VMNetworkAdapter -ManagementOS -SwitchName $Switch -Name $Name
                $script:Created.Add(('vEthernet ({0})' -f $Name))
            }
        }
    }
    Update-HvVNicAdapterName $Name
}

# Whether a change to an existing vNIC cuts traffic it carries; a vNIC made in
# this run carries none yet.
function Test-HvVNicInUse([string]$Name) {
    return -not $script:Created.Contains(('vEthernet ({0})' -f $Name))
}

function Sync-HvVNicVlan([string]$Name, [int]$VlanId) {
    if (-not (Test-HvCommand 'Get-VMNetworkAdapterVlan' $Name)) { return }
    if (-not (Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue)) {
        Request-HvLater $Name 'the host vNIC comes first'
        return
    }
    $vlan = Get-HvVNicVlan $Name
    if ($vlan.VlanId -eq $VlanId) {
        Write-Unchanged ('{0}: {1} ({2})' -f $Name, $vlan.Text, $vlan.Family)
        return
    }
    $alias = 'vEthernet ({0})' -f $Name
    $action = 'set {0}' -f (Format-HvVlan $VlanId)
    if (-not (Test-HvVNicInUse $Name) -or (Request-HvDisruption $alias $action @($alias))) {
        # The VLAN is changed in the family that set it (isolation or VLAN).
        Invoke-Change $alias $action {
            if ($vlan.Family -eq 'isolation') {
                if ($VlanId -eq 0) { Set-VMNetworkAdapterIsolation -ManagementOS -VMNetworkAdapterName $Name -IsolationMode None }
                else { Set-VMNetworkAdapterIsolation -ManagementOS -VMNetworkAdapterName $Name -IsolationMode Vlan -DefaultIsolationID $VlanId -AllowUntaggedTraffic $true }
            } elseif ($VlanId -eq 0) {
                Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name -Untagged
            } else {
                Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name -Access -VlanId $VlanId
            }
        }
    }
}

function Sync-HvVNicTeamMapping([string]$Name, [string]$Adapter) {
    if (-not (Test-HvCommand 'Get-VMNetworkAdapterTeamMapping' $Name)) { return }
    if (-not (Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue)) {
        Request-HvLater $Name 'the host vNIC comes first'
        return
    }
    $mapping = Get-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName $Name -ErrorAction SilentlyContinue
    if ($mapping -and $mapping.NetAdapterName -eq $Adapter) {
        Write-Unchanged ('{0}: mapped to {1}' -f $Name, $Adapter)
        return
    }
    # Moving a vNIC to another member moves its traffic.
    $alias = 'vEthernet ({0})' -f $Name
    if (-not (Test-HvVNicInUse $Name) -or (Request-HvDisruption $alias ('map to {0}' -f $Adapter) @($alias))) {
        Invoke-Change $Name ('map to {0}' -f $Adapter) {
            Set-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName $Name -PhysicalNetAdapterName $Adapter
        }
    }
}

function Sync-HvVNicPriorityTag([string]$Name) {
    if (-not (Test-HvCommand 'Get-VMNetworkAdapter' $Name)) { return }
    $vnic = Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue
    if (-not $vnic) {
        Request-HvLater $Name 'the host vNIC comes first'
        return
    }
    if ([string]$vnic.IeeePriorityTag -eq 'On') {
        Write-Unchanged ('{0}: IEEE priority tagging on' -f $Name)
        return
    }
    # Tagging a vNIC in use moves its traffic into the lossless class at once.
    if (-not (Test-HvVNicInUse $Name) -or (Request-HvTrafficChange $Name 'turn IEEE priority tagging on')) {
        Invoke-Change $Name 'turn IEEE priority tagging on' {
            Set-VMNetworkAdapter -ManagementOS -Name $Name -IeeePriorityTag On
        }
    }
}

# The addresses of the cluster's IP Address resources (their private property
# Address). The node that owns a resource's group has that address bound to
# the interface of the resource's network, next to its own; Windows lists it
# in Get-NetIPAddress like a manual address.
function Get-HvClusterAddresses {
    if (-not (Get-HvClusterName)) { return @() }
    $addresses = New-Object System.Collections.Generic.List[string]
    foreach ($resource in @(Get-ClusterResource | Where-Object { [string]$_.ResourceType -eq 'IP Address' })) {
        $parameter = Get-ClusterParameter -InputObject $resource -Name Address -ErrorAction SilentlyContinue
        if ($parameter -and $parameter.Value) { $addresses.Add([string]$parameter.Value) }
    }
    return $addresses.ToArray()
}

# Who else owns an address this script would remove, or '' when nobody does:
# Failover Clustering (a cluster IP Address resource; Windows keeps such
# addresses out of source selection, SkipAsSource), or Network ATC on a host
# with intents, which manages the host's addresses itself.
function Get-HvAddressOwner($Address) {
    if ($null -eq $script:ClusterAddresses) { $script:ClusterAddresses = @(Get-HvClusterAddresses) }
    if ($null -eq $script:AtcIntents) {
        $script:AtcIntents = @()
        if (Get-Command Get-NetIntent -ErrorAction SilentlyContinue) { $script:AtcIntents = @(Get-NetIntent -ErrorAction SilentlyContinue) }
    }
    if ($script:ClusterAddresses -contains [string]$Address.IPAddress) { return 'the address of a cluster IP Address resource' }
    if ([string](Get-HvProperty $Address 'SkipAsSource') -eq 'True') { return 'kept out of source selection (SkipAsSource), as Failover Clustering adds its addresses' }
    if ($script:AtcIntents.Count -gt 0) { return 'Network ATC manages the addresses of this host' }
    return ''
}

# The IPv4 MTU the design states for an interface. On an interface in use a
# new MTU changes the largest packet its connections send at once: a path that
# does not carry it drops them, so it waits for the disruptive phase.
function Sync-HvInterfaceMtu([string]$Alias, [int]$Mtu) {
    if (-not (Test-HvAdapter $Alias)) { return }
    $interface = Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue
    if ($interface -and [int]$interface.NlMtu -eq $Mtu) {
        Write-Unchanged ('{0}: MTU {1}' -f $Alias, $Mtu)
        return
    }
    $action = 'set MTU {0}' -f $Mtu
    if ($interface) { $action = 'change MTU {0} to {1}' -f $interface.NlMtu, $Mtu }
    $inUse = -not $script:Created.Contains($Alias)
    if (-not $inUse -or (Request-HvDisruption $Alias $action @($Alias))) {
        Invoke-Change $Alias $action {
            Set-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -NlMtuBytes $Mtu
        }
    }
}

function Sync-HvAddress([string]$Alias, [string]$Address, [int]$PrefixLength, [string]$Gateway, [string[]]$Dns, [bool]$RegisterDns) {
    if (-not (Test-HvAdapter $Alias)) { return }
    $present = @(Get-HvAddresses $Alias)
    $mine = @($present | Where-Object { $_.IPAddress -eq $Address })
    $interface = Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4
    $dhcp = [string]$interface.Dhcp -eq 'Enabled'
    $inUse = -not $script:Created.Contains($Alias)
    if ($mine.Count -gt 0 -and -not $dhcp -and [string]$mine[0].PrefixOrigin -eq 'Manual') {
        if ($mine[0].PrefixLength -eq $PrefixLength) {
            Write-Unchanged ('{0}: {1}/{2}' -f $Alias, $Address, $PrefixLength)
        } elseif (-not $inUse -or (Request-HvDisruption $Alias ('change {0}/{1} to /{2}' -f $Address, $mine[0].PrefixLength, $PrefixLength) @($Alias))) {
            Invoke-Change $Alias ('change {0}/{1} to /{2}' -f $Address, $mine[0].PrefixLength, $PrefixLength) {
                Set-NetIPAddress -InterfaceAlias $Alias -IPAddress $Address -PrefixLength $PrefixLength
            }
        }
    } elseif ($dhcp) {
        # New-NetIPAddress refuses an interface that has DHCP on, and turning
        # DHCP off drops the leased address: both go together, at the end, and
        # DHCP comes back on if the static address cannot be added.
        $action = 'turn DHCP off and add {0}/{1} at once' -f $Address, $PrefixLength
        if (-not $inUse -or (Request-HvDisruption $Alias $action @($Alias))) {
            Invoke-Change $Alias $action {
                Set-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -Dhcp Disabled
                try {
                    New-NetIPAddress -InterfaceAlias $Alias -IPAddress $Address -PrefixLength $PrefixLength -AddressFamily IPv4 | Out-Null
                } catch {
                    Set-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -Dhcp Enabled
                    throw
                }
            }
        }
    } else {
        Invoke-Change $Alias ('add {0}/{1}' -f $Address, $PrefixLength) {
            New-NetIPAddress -InterfaceAlias $Alias -IPAddress $Address -PrefixLength $PrefixLength -AddressFamily IPv4 | Out-Null
        }
    }
    foreach ($old in @($present | Where-Object { $_.IPAddress -ne $Address -and [string]$_.PrefixOrigin -eq 'Manual' })) {
        $action = 'remove {0}/{1}, which the design does not have' -f $old.IPAddress, $old.PrefixLength
        $owner = Get-HvAddressOwner $old
        if ($owner) {
            Write-Unchanged ('{0}: {1}/{2} kept: {3}' -f $Alias, $old.IPAddress, $old.PrefixLength, $owner)
        }
        if (-not $owner -and (Request-HvDisruption $Alias $action @($Alias))) {
            Invoke-Change $Alias $action {
                Remove-NetIPAddress -InterfaceAlias $Alias -IPAddress $old.IPAddress -Confirm:$false
            }
        }
    }
    # One route per next hop: the active and the persistent store both list it.
    $routes = @(Get-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | Sort-Object -Property NextHop -Unique)
    if ($Gateway) {
        if (@($routes | Where-Object { $_.NextHop -eq $Gateway }).Count -gt 0) {
            Write-Unchanged ('{0}: default gateway {1}' -f $Alias, $Gateway)
        } else {
            Invoke-Change $Alias ('add default gateway {0}' -f $Gateway) {
                New-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -NextHop $Gateway | Out-Null
            }
        }
    }
    foreach ($route in @($routes | Where-Object { $_.NextHop -ne $Gateway })) {
        $action = 'remove default route via {0}, which the design does not have' -f $route.NextHop
        if (Request-HvDisruption $Alias $action @($Alias)) {
            Invoke-Change $Alias $action {
                Remove-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -NextHop $route.NextHop -Confirm:$false
            }
        }
    }
    $servers = @((Get-DnsClientServerAddress -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue).ServerAddresses)
    if (($servers -join ',') -eq ($Dns -join ',')) {
        Write-Unchanged ('{0}: DNS servers {1}' -f $Alias, (Format-HvNone ($Dns -join ', ')))
    } elseif ($Dns.Count -gt 0) {
        Invoke-Change $Alias ('set DNS servers {0}' -f ($Dns -join ', ')) {
            Set-DnsClientServerAddress -InterfaceAlias $Alias -ServerAddresses $Dns
        }
    } else {
        Invoke-Change $Alias ('remove DNS servers {0}, which the design does not have' -f ($servers -join ', ')) {
            Set-DnsClientServerAddress -InterfaceAlias $Alias -ResetServerAddresses
        }
    }
    $client = Get-DnsClient -InterfaceAlias $Alias -ErrorAction SilentlyContinue
    if ($client -and $client.RegisterThisConnectionsAddress -eq $RegisterDns) {
        Write-Unchanged ('{0}: DNS registration {1}' -f $Alias, $RegisterDns)
    } else {
        Invoke-Change $Alias ('set DNS registration {0}' -f $RegisterDns) {
            Set-DnsClient -InterfaceAlias $Alias -RegisterThisConnectionsAddress $RegisterDns
        }
    }
}

function New-HvQosPolicy([string]$Name, [string]$Match, [int]$Port, [int]$Priority) {
    # Splatted: the parameter is named PriorityValue8021Action.
    $arguments = @{ Name = $Name; PriorityValue8021Action = $Priority }
    switch ($Match) {
        'NetDirect' { $arguments.NetDirectPortMatchCondition = $Port }
        'Cluster' { $arguments.Cluster = $true }
        'ClusterPort' { $arguments.IPDstPortMatchCondition = $Port }
        'LiveMigration' { $arguments.LiveMigration = $true }
        'Port' { $arguments.IPDstPortMatchCondition = $Port }
        'Default' { $arguments.Default = $true }
    }
    New-NetQosPolicy @arguments | Out-Null
}

function Sync-HvQosPolicy([string]$Name, [string]$Match, [int]$Port, [int]$Priority) {
    $policy = Get-NetQosPolicy -Name $Name -ErrorAction SilentlyContinue
    # PowerShell names ignore case: $matchText, since $match is $Match.
    $matchText = Format-HvQosMatch $Match $Port
    if (-not $policy) {
        $action = 'create QoS policy: {0} to priority {1}' -f $matchText, $Priority
        if (Request-HvTrafficChange $Name $action) {
            Invoke-Change $Name $action {
                New-HvQosPolicy $Name $Match $Port $Priority
            }
        }
        return
    }
    if ((Get-HvQosMatch $policy) -ne $matchText) {
        # What a policy matches cannot be changed in place.
        $action = 'make again: match {0}, priority {1}' -f $matchText, $Priority
        if ($Reconcile -and (Request-HvTrafficChange $Name $action)) {
            Invoke-Change $Name $action {
                Remove-NetQosPolicy -Name $Name -Confirm:$false
                New-HvQosPolicy $Name $Match $Port $Priority
            }
        } elseif (-not $Reconcile) {
            Write-Warning ('QoS policy {0} matches {1}, the design {2}: run with -Reconcile to make it again' -f $Name, (Format-HvNone (Get-HvQosMatch $policy)), $matchText)
        }
        return
    }
    if ($policy.PriorityValue8021Action -eq $Priority) {
        Write-Unchanged ('QoS policy {0}: {1} to priority {2}' -f $Name, $matchText, $Priority)
        return
    }
    $arguments = @{ Name = $Name; PriorityValue8021Action = $Priority }
    if (Request-HvTrafficChange $Name ('set priority {0}' -f $Priority)) {
        Invoke-Change $Name ('set priority {0}' -f $Priority) {
            Set-NetQosPolicy @arguments -Confirm:$false
        }
    }
}

function Sync-HvFlowControl([int[]]$Lossless) {
    if (-not (Test-HvCommand 'Get-NetQosFlowControl' 'PFC')) { return }
    $changed = $false
    foreach ($priority in 0..7) {
        $want = $Lossless -contains $priority
        if ((Get-NetQosFlowControl -Priority $priority).Enabled -eq $want) { continue }
        $changed = $true
        $target = 'priority {0}' -f $priority
        if ($want -and (Request-HvTrafficChange $target 'enable PFC')) {
            Invoke-Change $target 'enable PFC' { Enable-NetQosFlowControl -Priority $priority }
        } elseif (-not $want -and (Request-HvTrafficChange $target 'disable PFC')) {
            Invoke-Change $target 'disable PFC' { Disable-NetQosFlowControl -Priority $priority }
        }
    }
    if (-not $changed) { Write-Unchanged ('PFC on priorities {0} only' -f (Format-HvNone ($Lossless -join ', '))) }
}

function Sync-HvTrafficClass([string]$Name, [int]$Priority, [int]$Bandwidth) {
    if (-not (Test-HvCommand 'Get-NetQosTrafficClass' $Name)) { return }
    $class = Get-NetQosTrafficClass -Name $Name -ErrorAction SilentlyContinue
    if (-not $class) {
        $action = 'create ETS class: priority {0}, {1}%' -f $Priority, $Bandwidth
        if (Request-HvTrafficChange $Name $action) {
            Invoke-Change $Name $action {
                New-NetQosTrafficClass -Name $Name -Priority $Priority -BandwidthPercentage $Bandwidth -Algorithm ETS | Out-Null
            }
        }
        return
    }
    if (((@($class.Priority)) -join ',') -eq [string]$Priority -and $class.BandwidthPercentage -eq $Bandwidth -and [string]$class.Algorithm -eq 'ETS') {
        Write-Unchanged ('ETS class {0}: priority {1}, {2}%' -f $Name, $Priority, $Bandwidth)
        return
    }
    $action = 'set priority {0}, {1}%, ETS' -f $Priority, $Bandwidth
    if (Request-HvTrafficChange $Name $action) {
        Invoke-Change $Name $action {
            Set-NetQosTrafficClass -Name $Name -Priority $Priority -BandwidthPercentage $Bandwidth -Algorithm ETS
        }
    }
}

# The host, not the switch, sets DCB: willing off globally and, where Windows
# has a per-adapter store (2016 and later), on every RDMA adapter. Willing off
# puts the host's own PFC and ETS in force at once.
function Sync-HvDcbxWilling([string[]]$Adapters) {
    if (-not (Test-HvCommand 'Get-NetQosDcbxSetting' 'DCBX')) { return }
    if ((Get-HvGlobalDcbx).Willing) {
        if (Request-HvTrafficChange $script:Node 'set DCBX willing off') {
            Invoke-Change $script:Node 'set DCBX willing off' {
                Set-NetQosDcbxSetting -Willing $false -Confirm:$false
            }
        }
    } else {
        Write-Unchanged 'DCBX willing off'
    }
    foreach ($adapter in $Adapters) {
        if (-not (Test-HvAdapter $adapter)) { continue }
        if ((Get-NetQosDcbxSetting -InterfaceAlias $adapter).Willing) {
            if (Request-HvTrafficChange $adapter 'set DCBX willing off') {
                Invoke-Change $adapter 'set DCBX willing off' {
                    Set-NetQosDcbxSetting -InterfaceAlias $adapter -Willing $false -Confirm:$false
                }
            }
        } else {
            Write-Unchanged ('{0}: DCBX willing off' -f $adapter)
        }
    }
}

# -Reconcile: what the design does not have goes, on the drained node (a
# policy or class removed moves its traffic to another priority).
function Remove-HvExtraQos([string[]]$Policies, [string[]]$Classes) {
    foreach ($policy in @(Get-NetQosPolicy | Where-Object { $Policies -notcontains $_.Name })) {
        if (Request-HvTrafficChange $policy.Name 'remove QoS policy, which the design does not have') {
            Invoke-Change $policy.Name 'remove QoS policy, which the design does not have' {
                Remove-NetQosPolicy -Name $policy.Name -Confirm:$false
            }
        }
    }
    if (-not (Test-HvCommand 'Get-NetQosTrafficClass' 'traffic classes')) { return }
    foreach ($class in @(Get-NetQosTrafficClass | Where-Object { $_.Name -ne '[Default]' -and $Classes -notcontains $_.Name })) {
        if (Request-HvTrafficChange $class.Name 'remove traffic class, which the design does not have') {
            Invoke-Change $class.Name 'remove traffic class, which the design does not have' {
                Remove-NetQosTrafficClass -Name $class.Name -Confirm:$false
            }
        }
    }
}

# A rule Windows ships disabled is enabled; where this Windows has no rule of
# that name, one of the name is made (inbound TCP to the port), so deploy and
# check agree on every version. An allowance cuts no traffic.
function Sync-HvFirewallRule([string]$Name, [string]$Purpose, [int]$Port) {
    $rule = Get-NetFirewallRule -Name $Name -ErrorAction SilentlyContinue
    if (-not $rule) {
        Invoke-Change $Name ('make the firewall rule: {0}' -f $Purpose) {
            New-NetFirewallRule -Name $Name -DisplayName ('hvnet: {0}' -f $Purpose) -Direction Inbound -Protocol TCP -LocalPort $Port -Action Allow -Enabled True | Out-Null
        }
        return
    }
    if ([string]$rule.Enabled -eq 'True') {
        Write-Unchanged ('firewall rule {0} enabled ({1})' -f $Name, $Purpose)
        return
    }
    Invoke-Change $Name ('enable firewall rule ({0})' -f $Purpose) {
        Enable-NetFirewallRule -Name $Name
    }
}

function Sync-HvSmbConstraint([string]$Server, [string[]]$Aliases) {
    foreach ($alias in $Aliases) {
        if (-not (Test-HvAdapter $alias)) { return }
    }
    $have = @(Get-SmbMultichannelConstraint -ServerName $Server -ErrorAction SilentlyContinue | ForEach-Object { $_.InterfaceAlias })
    $missing = @($Aliases | Where-Object { $have -notcontains $_ })
    if ($missing.Count -eq 0) {
        Write-Unchanged ('SMB to {0} only over {1}' -f $Server, ($Aliases -join ', '))
    } elseif (Request-HvTrafficChange $Server ('constrain SMB to {0}' -f ($missing -join ', '))) {
        # SMB moves its open connections to the constrained interfaces.
        Invoke-Change $Server ('constrain SMB to {0}' -f ($missing -join ', ')) {
            New-SmbMultichannelConstraint -ServerName $Server -InterfaceAlias $missing -Force | Out-Null
        }
    }
    foreach ($extra in @($have | Where-Object { $Aliases -notcontains $_ })) {
        Write-Warning ('SMB to {0} may also use {1}, which the design does not constrain it to; left as it is' -f $Server, $extra)
    }
}

function Sync-HvLiveMigration([string]$Transport) {
    if (-not (Test-HvCommand 'Get-VMHost' 'live migration')) { return }
    $have = [string](Get-VMHost).VirtualMachineMigrationPerformanceOption
    if ($have -eq $Transport) {
        Write-Unchanged ('live migration over {0}' -f $Transport)
        return
    }
    Invoke-Change $script:Node ('live-migrate over {0}' -f $Transport) {
        Set-VMHost -VirtualMachineMigrationPerformanceOption $Transport
    }
}

function Sync-HvSmbBandwidthLimit([string]$Category, [long]$BytesPerSecond) {
    if (-not (Test-HvCommand 'Get-SmbBandwidthLimit' 'SMB bandwidth limit')) { return }
    $limit = Get-SmbBandwidthLimit -Category $Category -ErrorAction SilentlyContinue
    if ($limit -and $limit.BytesPerSecond -eq $BytesPerSecond) {
        Write-Unchanged ('SMB bandwidth limit {0}: {1} bytes/s' -f $Category, $BytesPerSecond)
        return
    }
    Invoke-Change $Category ('limit SMB to {0} bytes/s' -f $BytesPerSecond) {
        Set-SmbBandwidthLimit -Category $Category -BytesPerSecond $BytesPerSecond
    }
}

# Network ATC: the override objects get their values by assignment, as
# Microsoft's Network ATC pages show; a property an older release does not
# have (Azure Stack HCI 21H2 makes no storage addresses) is left out.
function Set-HvOverride($Object, [string]$Name, $Value) {
    if ($null -ne $Object.PSObject.Properties[$Name]) { $Object.$Name = $Value }
}

function Sync-HvIntent([string]$Name, [string[]]$Adapters, [bool]$Management, [bool]$Compute, [bool]$Storage, [bool]$Switchless, [int[]]$StorageVlans, [int]$ManagementVlan, [int]$JumboPacket, [int]$NetworkDirectTechnology, [string]$LoadBalancing, [int]$SmbPriority, [int]$SmbBandwidth, [int]$ClusterPriority, [int]$ClusterBandwidth) {
    if (-not (Test-HvCommand 'Get-NetIntent' $Name)) { return }
    $intent = Get-NetIntent -Name $Name -ErrorAction SilentlyContinue
    if ($intent) {
        $have = @($intent.NetAdapterNamesAsList)
        if ((($have | Sort-Object) -join ',') -eq (($Adapters | Sort-Object) -join ',')) {
            Write-Unchanged ('intent {0} on {1}' -f $Name, ($Adapters -join ', '))
        } else {
            Write-Warning ('intent {0} is on {1}, the design puts it on {2}; change it with Network ATC, this script leaves it' -f $Name, ($have -join ', '), ($Adapters -join ', '))
        }
        return
    }
    if (Request-HvDisruption $Name ('add Network ATC intent on {0}' -f ($Adapters -join ', ')) $Adapters) {
        Add-HvIntent $Name $Adapters $Management $Compute $Storage $Switchless $StorageVlans $ManagementVlan $JumboPacket $NetworkDirectTechnology $LoadBalancing $SmbPriority $SmbBandwidth $ClusterPriority $ClusterBandwidth
    }
}

# Adds the intent Sync-HvIntent asked for, on the drained node.
function Add-HvIntent([string]$Name, [string[]]$Adapters, [bool]$Management, [bool]$Compute, [bool]$Storage, [bool]$Switchless, [int[]]$StorageVlans, [int]$ManagementVlan, [int]$JumboPacket, [int]$NetworkDirectTechnology, [string]$LoadBalancing, [int]$SmbPriority, [int]$SmbBandwidth, [int]$ClusterPriority, [int]$ClusterBandwidth) {
    $arguments = @{ Name = $Name; AdapterName = $Adapters }
    if ($Management) { $arguments.Management = $true }
    if ($Compute) { $arguments.Compute = $true }
    if ($Switchless) { $arguments.Switchless = $true }
    if ($Management -and $ManagementVlan -gt 0) { $arguments.ManagementVlan = $ManagementVlan }
    if ($Storage) {
        $arguments.Storage = $true
        if ($StorageVlans.Count -gt 0) { $arguments.StorageVlans = $StorageVlans }
        # The design gives the storage addresses; Network ATC must not make its own.
        if (Get-Command New-NetIntentStorageOverrides -ErrorAction SilentlyContinue) {
            $storageOverrides = New-NetIntentStorageOverrides
            if ($null -ne $storageOverrides.PSObject.Properties['EnableAutomaticIPGeneration']) {
                $storageOverrides.EnableAutomaticIPGeneration = $false
                $arguments.StorageOverrides = $storageOverrides
            }
        }
        $qos = New-NetIntentQoSPolicyOverrides
        Set-HvOverride $qos 'PriorityValue8021Action_SMB' $SmbPriority
        Set-HvOverride $qos 'BandwidthPercentage_SMB' $SmbBandwidth
        Set-HvOverride $qos 'PriorityValue8021Action_Cluster' $ClusterPriority
        Set-HvOverride $qos 'BandwidthPercentage_Cluster' $ClusterBandwidth
        $arguments.QoSPolicyOverrides = $qos
    }
    if ($JumboPacket -gt 0 -or $NetworkDirectTechnology -gt 0) {
        $adapterOverrides = New-NetIntentAdapterPropertyOverrides
        if ($JumboPacket -gt 0) { Set-HvOverride $adapterOverrides 'JumboPacket' $JumboPacket }
        if ($NetworkDirectTechnology -gt 0) { Set-HvOverride $adapterOverrides 'NetworkDirectTechnology' $NetworkDirectTechnology }
        $arguments.AdapterPropertyOverrides = $adapterOverrides
    }
    if ($LoadBalancing) {
        $switchOverrides = New-NetIntentSwitchConfigurationOverrides
        Set-HvOverride $switchOverrides 'LoadBalancingAlgorithm' $LoadBalancing
        $arguments.SwitchPropertyOverrides = $switchOverrides
    }
    Invoke-Change $Name ('add Network ATC intent on {0}' -f ($Adapters -join ', ')) {
        Add-NetIntent @arguments | Out-Null
        Wait-HvIntent $Name
    }
}

# Network ATC configures an intent in the background; the verification reads
# its status, so the script waits until Network ATC reports success or failure.
function Wait-HvIntent([string]$Name) {
    $deadline = (Get-Date).AddMinutes(15)
    while ((Get-Date) -lt $deadline) {
        $status = Get-NetIntentStatus -Name $Name | Where-Object { $_.Host -eq $env:COMPUTERNAME } | Select-Object -First 1
        $configuration = [string](Get-HvProperty $status 'ConfigurationStatus')
        if ($configuration -eq 'Success' -or $configuration -eq 'Failed') {
            Write-Host ('   intent   {0}: configuration {1}' -f $Name, $configuration)
            return
        }
        Write-Host ('   waiting  intent {0}: configuration {1}' -f $Name, (Format-HvNone $configuration))
        Start-Sleep -Seconds 15
    }
    Write-Warning ('intent {0} is not configured after 15 minutes: see Get-NetIntentStatus -Name {0}' -f $Name)
}

function Sync-HvAdapterProperty([string]$Adapter, [string]$Keyword, [string]$Value, [string]$Meaning, [bool]$Optional) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $property = Get-NetAdapterAdvancedProperty -Name $Adapter -RegistryKeyword $Keyword -ErrorAction SilentlyContinue
    if (-not $property) {
        if ($Optional) {
            # One behaviour for deploy and check: accepted, and said.
            Write-Unchanged ('{0}: the driver has no {1}, so it offers one RDMA technology; the design wants {2}' -f $Adapter, $Keyword, $Meaning)
        } else {
            Write-Warning ('{0}: the driver has no {1}; set it to {2} with the vendor''s tools' -f $Adapter, $Keyword, $Meaning)
        }
        return
    }
    if (@($property.RegistryValue) -contains $Value) {
        Write-Unchanged ('{0}: {1} = {2} ({3})' -f $Adapter, $Keyword, $Value, $Meaning)
        return
    }
    Invoke-Change $Adapter ('set {0} to {1} ({2}), in force after the adapter restart' -f $Keyword, $Value, $Meaning) {
        Set-NetAdapterAdvancedProperty -Name $Adapter -RegistryKeyword $Keyword -RegistryValue $Value -NoRestart
        Add-HvRestart $Adapter
    }
}

function Sync-HvAdapterVlan([string]$Adapter, [int]$VlanId) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    if ((Get-NetAdapter -Name $Adapter).VlanID -eq $VlanId) {
        Write-Unchanged ('{0}: VLAN {1}' -f $Adapter, $VlanId)
        return
    }
    Invoke-Change $Adapter ('set VLAN {0}, in force after the adapter restart' -f $VlanId) {
        Set-NetAdapter -Name $Adapter -VlanID $VlanId -NoRestart -Confirm:$false
        Add-HvRestart $Adapter
    }
}

function Sync-HvAdapterRdma([string]$Adapter) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $rdma = Get-NetAdapterRdma -Name $Adapter -ErrorAction SilentlyContinue
    if ($rdma -and $rdma.Enabled) {
        Write-Unchanged ('{0}: RDMA enabled' -f $Adapter)
        return
    }
    Invoke-Change $Adapter 'enable RDMA, in force after the adapter restart' {
        Enable-NetAdapterRdma -Name $Adapter -NoRestart
        Add-HvRestart $Adapter
    }
}

function Sync-HvAdapterQos([string]$Adapter, [int[]]$Lossless, [string[]]$Ets) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $qos = Get-NetAdapterQos -Name $Adapter -ErrorAction SilentlyContinue
    if ($qos -and $qos.Enabled) {
        Write-Unchanged ('{0}: DCB enabled (PFC on {1})' -f $Adapter, (Format-HvNone ($Lossless -join ', ')))
        return
    }
    Invoke-Change $Adapter 'enable DCB (QoS) on the adapter, in force after the adapter restart' {
        Enable-NetAdapterQos -Name $Adapter -NoRestart
        Add-HvRestart $Adapter
    }
}

if ($FromTask -or $Rollback) {
    [void][System.IO.Directory]::CreateDirectory($script:RollbackFolder)
    $log = 'apply.log'
    if ($Rollback) { $log = 'rollback.log' }
    Start-Transcript -LiteralPath (Join-Path $script:RollbackFolder $log) -Append | Out-Null
}
if ($Rollback) {
    Undo-HvChange
    exit 0
}
if ($KeepChange) {
    Confirm-HvChange
    if (Test-HvApplyRunning) {
        Write-Host ('The change stays; scheduled task ''{0}'' is still making it (log: {1}). Run this script again once it is done.' -f $script:ApplyTask, (Join-Path $script:RollbackFolder 'apply.log'))
        exit 0
    }
}

# ---------------------------------------------------------------- 1. pre-flight
Write-Host ('hvnet: configuring {0} from design {1}, revision {2}' -f $script:Node, 'Three-node switchless S2D (2022)', '1')
Write-Section 'Pre-flight (reads only)'

Test-HvComputerName -Name 'S2D-N02'
Test-HvOs -Name 'Windows Server 2022' -Family @('Windows Server') -MinBuild 20348 -MaxBuild 20348
Test-HvClusterMembership -Cluster 'S2DC03'
Test-HvAdapterPresent -Name 'NIC1'
Test-HvAdapterPresent -Name 'NIC2'
Test-HvAdapterPresent -Name 'SLOT 3 Port 1'
Test-HvAdapterPresent -Name 'SLOT 4 Port 1'

$refused = @($script:Results | Where-Object { $_.status -eq 'FAIL' })
if ($refused.Count -gt 0) {
    Write-Warning ('This host is not {0} as the design describes it ({1}); nothing was changed.' -f $script:Node, (($refused | ForEach-Object { $_.setting }) -join ', '))
    exit 2
}
$script:SessionAdapters = @(Get-HvSessionAdapters)
Write-Host ('   session  carried by {0}' -f (Format-HvNone ($script:SessionAdapters -join ', ')))
foreach ($adapter in (Get-HvPendingRestart)) {
    Write-Host ('   pending  {0}: restart left from an earlier run' -f $adapter)
    if (-not $script:Restarts.Contains($adapter)) { $script:Restarts.Add($adapter) }
}
$script:Earlier = Get-HvEarlierDrain
if ($script:Earlier) {
    Write-Host ('   pending  {0} left paused by an earlier run: {1}' -f $script:Node, $script:Earlier.reason)
}

# ---------------------------------------------------------------- 2. settings that interrupt nothing

Write-Section 'Windows features'
Invoke-HvStep { Sync-HvFeature -Name @('Hyper-V', 'Failover-Clustering', 'Data-Center-Bridging', 'FS-FileServer', 'FS-SMBBW') }
if ($script:FeatureRestart) {
    Write-Warning 'The features above need a restart before the other steps can run: restart the node and run this script again.'
    exit 3010
}

Write-Section 'Virtual switches'
Invoke-HvStep { Sync-HvSwitch -Name 'ComputeSwitch' -Adapters @('NIC1', 'NIC2') -EmbeddedTeaming $true -AllowManagementOS $true -OnLbfoTeam $false -LoadBalancing 'HyperVPort' -MinimumBandwidthMode '' -TeamingMode '' }

Write-Section 'Host vNICs'
Invoke-HvStep { Sync-HvHostVNic -Name 'Management' -Switch 'ComputeSwitch' -AdoptDefault $true }
Invoke-HvStep { Sync-HvVNicVlan -Name 'Management' -VlanId 0 }

Write-Section 'IP addresses and DNS'
Invoke-HvStep { Sync-HvAddress -Alias 'vEthernet (Management)' -Address '10.40.0.12' -PrefixLength 24 -Gateway '10.40.0.1' -Dns @('10.0.0.10', '10.0.0.11') -RegisterDns $true }
Invoke-HvStep { Sync-HvAddress -Alias 'SLOT 3 Port 1' -Address '10.71.12.12' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false }
Invoke-HvStep { Sync-HvAddress -Alias 'SLOT 4 Port 1' -Address '10.71.23.12' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false }

Write-Section 'QoS: classification, PFC, ETS, DCBX'
Invoke-HvStep { Sync-HvQosPolicy -Name 'SMB Direct' -Match 'NetDirect' -Port 445 -Priority 3 }
Invoke-HvStep { Sync-HvQosPolicy -Name 'Cluster' -Match 'Cluster' -Port 3343 -Priority 7 }
Invoke-HvStep { Sync-HvQosPolicy -Name 'Default' -Match 'Default' -Port 0 -Priority 0 }
Invoke-HvStep { Sync-HvFlowControl -Lossless @(3) }
Invoke-HvStep { Sync-HvTrafficClass -Name 'SMB Direct' -Priority 3 -Bandwidth 50 }
Invoke-HvStep { Sync-HvTrafficClass -Name 'Cluster' -Priority 7 -Bandwidth 1 }
Invoke-HvStep { Sync-HvDcbxWilling -Adapters @('SLOT 3 Port 1', 'SLOT 4 Port 1') }
if ($Reconcile) {
    Invoke-HvStep { Remove-HvExtraQos -Policies @('SMB Direct', 'Cluster', 'Default') -Classes @('SMB Direct', 'Cluster') }
}

Write-Section 'Live migration'
Invoke-HvStep { Sync-HvLiveMigration -Transport 'SMB' }
Invoke-HvStep { Sync-HvSmbBandwidthLimit -Category 'LiveMigration' -BytesPerSecond 750000000 }

Write-Section 'Adapter settings (they take effect when the adapter restarts, at the end)'
Invoke-HvStep { Sync-HvAdapterProperty -Adapter 'SLOT 3 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Optional $false }
Invoke-HvStep { Sync-HvAdapterProperty -Adapter 'SLOT 3 Port 1' -Keyword '*NetworkDirectTechnology' -Value '4' -Meaning 'RoCEv2' -Optional $true }
Invoke-HvStep { Sync-HvAdapterProperty -Adapter 'SLOT 4 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Optional $false }
Invoke-HvStep { Sync-HvAdapterProperty -Adapter 'SLOT 4 Port 1' -Keyword '*NetworkDirectTechnology' -Value '4' -Meaning 'RoCEv2' -Optional $true }
Invoke-HvStep { Sync-HvAdapterVlan -Adapter 'SLOT 3 Port 1' -VlanId 711 }
Invoke-HvStep { Sync-HvAdapterVlan -Adapter 'SLOT 4 Port 1' -VlanId 713 }
Invoke-HvStep { Sync-HvAdapterRdma -Adapter 'SLOT 3 Port 1' }
Invoke-HvStep { Sync-HvAdapterRdma -Adapter 'SLOT 4 Port 1' }
Invoke-HvStep { Sync-HvAdapterQos -Adapter 'SLOT 3 Port 1' -Lossless @(3) -Ets @('3:50', '7:1') }
Invoke-HvStep { Sync-HvAdapterQos -Adapter 'SLOT 4 Port 1' -Lossless @(3) -Ets @('3:50', '7:1') }

# ---------------------------------------------------------------- 3. disruptive steps, together at the end
Write-Section 'Disruptive steps'
Invoke-HvDisruptive

# ---------------------------------------------------------------- 4. verification
Write-Host ''
if ($WhatIfPreference) {
    Write-Host ('{0} change(s) would be made on {1}; nothing was changed.' -f $script:Pending, $script:Node)
    exit 0
}
Write-Section 'Verification (what the check script reads, operational state included)'
$script:Results.Clear()

Test-HvComputerName -Name 'S2D-N02'
Test-HvOs -Name 'Windows Server 2022' -Family @('Windows Server') -MinBuild 20348 -MaxBuild 20348
Test-HvClusterMembership -Cluster 'S2DC03'
Test-HvAdapterPresent -Name 'NIC1'
Test-HvAdapterPresent -Name 'NIC2'
Test-HvAdapterPresent -Name 'SLOT 3 Port 1'
Test-HvAdapterPresent -Name 'SLOT 4 Port 1'

Test-HvFeature -Name @('Hyper-V', 'Failover-Clustering', 'Data-Center-Bridging', 'FS-FileServer', 'FS-SMBBW')

Test-HvSwitch -Name 'ComputeSwitch' -Adapters @('NIC1', 'NIC2') -EmbeddedTeaming $true -AllowManagementOS $true -OnLbfoTeam $false -LoadBalancing 'HyperVPort' -MinimumBandwidthMode '' -TeamingMode ''

Test-HvHostVNic -Name 'Management' -Switch 'ComputeSwitch' -AdoptDefault $true
Test-HvVNicVlan -Name 'Management' -VlanId 0

Test-HvAddress -Alias 'vEthernet (Management)' -Address '10.40.0.12' -PrefixLength 24 -Gateway '10.40.0.1' -Dns @('10.0.0.10', '10.0.0.11') -RegisterDns $true
Test-HvAddress -Alias 'SLOT 3 Port 1' -Address '10.71.12.12' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false
Test-HvAddress -Alias 'SLOT 4 Port 1' -Address '10.71.23.12' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false

Test-HvQosPolicy -Name 'SMB Direct' -Match 'NetDirect' -Port 445 -Priority 3
Test-HvQosPolicy -Name 'Cluster' -Match 'Cluster' -Port 3343 -Priority 7
Test-HvQosPolicy -Name 'Default' -Match 'Default' -Port 0 -Priority 0
Test-HvFlowControl -Lossless @(3)
Test-HvTrafficClass -Name 'SMB Direct' -Priority 3 -Bandwidth 50
Test-HvTrafficClass -Name 'Cluster' -Priority 7 -Bandwidth 1
Test-HvDcbxWilling -Adapters @('SLOT 3 Port 1', 'SLOT 4 Port 1')

Test-HvLiveMigration -Transport 'SMB'
Test-HvSmbBandwidthLimit -Category 'LiveMigration' -BytesPerSecond 750000000

Test-HvAdapterProperty -Adapter 'SLOT 3 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Optional $false
Test-HvAdapterProperty -Adapter 'SLOT 3 Port 1' -Keyword '*NetworkDirectTechnology' -Value '4' -Meaning 'RoCEv2' -Optional $true
Test-HvAdapterProperty -Adapter 'SLOT 4 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Optional $false
Test-HvAdapterProperty -Adapter 'SLOT 4 Port 1' -Keyword '*NetworkDirectTechnology' -Value '4' -Meaning 'RoCEv2' -Optional $true
Test-HvAdapterVlan -Adapter 'SLOT 3 Port 1' -VlanId 711
Test-HvAdapterVlan -Adapter 'SLOT 4 Port 1' -VlanId 713
Test-HvAdapterRdma -Adapter 'SLOT 3 Port 1'
Test-HvAdapterRdma -Adapter 'SLOT 4 Port 1'
Test-HvAdapterQos -Adapter 'SLOT 3 Port 1' -Lossless @(3) -Ets @('3:50', '7:1')
Test-HvAdapterQos -Adapter 'SLOT 4 Port 1' -Lossless @(3) -Ets @('3:50', '7:1')
Test-HvSmbRdma -Alias 'SLOT 3 Port 1'
Test-HvSmbRdma -Alias 'SLOT 4 Port 1'
Test-HvPendingRestart
Test-HvDrainPending

$failed = @($script:Results | Where-Object { $_.status -eq 'FAIL' })
Write-Host ''
if ($failed.Count -gt 0) {
    Write-Warning ('{0} of {1} check(s) failed on {2}: {3}' -f $failed.Count, $script:Results.Count, $script:Node, (($failed | ForEach-Object { $_.setting }) -join '; '))
    exit 5
}
if ($script:Changes -eq 0) {
    Write-Host ('No changes: {0} already matches the design.' -f $script:Node)
} else {
    Write-Host ('{0} change(s) made on {1}; every check passed. Run this script again to confirm: it should change nothing.' -f $script:Changes, $script:Node)
}
