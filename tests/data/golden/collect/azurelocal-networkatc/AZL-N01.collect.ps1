#Requires -RunAsAdministrator
# hvnet collect script
#   design:   Azure Local with Network ATC
#   revision: 1
#   node:     AZL-N01 (azurelocal)
#   made by:  hvnet 0.1.0
#
# Reads this node's network settings and their operational state (adapters,
# RDMA, DCB, teams, vSwitches, host vNICs, addresses, DNS, SMB, cluster
# networks, live migration, Network ATC) and writes them as one JSON document
# to hosts\<computer name>.json in the folder of this script. It changes
# nothing, sends nothing anywhere and reads no secrets. A command that this
# Windows lacks, or that fails, is recorded in the document with its error
# and the script goes on.
#
# With -PathTests it also tests each planned storage path from this node,
# each stage only when the one before passed: ping with don't-fragment at the
# planned MTU; TCP 445, and 5445 for iWARP; the SMB Multichannel connections
# to the peer in each SMB instance the path uses; the RDMA and SMB Direct
# counters around a short read from the peer's ADMIN$ share. With -Active
# also a timed read that loads the path for 10 seconds. It writes
# paths\<computer name>.json.
#
# Run as an administrator, from the folder of the kit:
#   powershell.exe -NoProfile -ExecutionPolicy Bypass -File .\AZL-N01.collect.ps1

[CmdletBinding()]
param([switch]$PathTests, [switch]$Active)

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'
Set-StrictMode -Off

$script:Node = 'AZL-N01'
$script:Here = Split-Path -Parent $MyInvocation.MyCommand.Path

trap {
    Write-Host ('hvnet: collecting on {0} failed: {1}' -f $env:COMPUTERNAME, $_.Exception.Message)
    exit 1
}

# A property that an older Windows or driver does not have reads as $null.
function Get-HvProperty($Object, [string]$Name) {
    if ($null -eq $Object) { return $null }
    $property = $Object.PSObject.Properties[$Name]
    if ($null -eq $property) { return $null }
    return $property.Value
}

# A flag as true or false. [bool] alone is not enough: it makes the text
# 'False' and an enum like the firewall's False (2) true.
function ConvertTo-HvBool($Value) {
    if ($Value -is [bool]) { return $Value }
    if ($Value -is [string] -or $Value -is [enum]) { return ([string]$Value -eq 'True') }
    return [bool]$Value
}

# One value as the JSON has it: enums by name (text) or number (int), lists
# as arrays even with one element; what cannot be converted becomes null.
function ConvertTo-HvValue($Value, [string]$Type) {
    if ($null -eq $Value) { return $null }
    try {
        switch ($Type) {
            'text' { return [string]$Value }
            'int' { return [long]$Value }
            'bool' { return (ConvertTo-HvBool $Value) }
            'texts' { return ,@(@($Value) | ForEach-Object { [string]$_ }) }
            'ints' { return ,@(@($Value) | ForEach-Object { [long]$_ }) }
            'bools' { return ,@(@($Value) | ForEach-Object { ConvertTo-HvBool $_ }) }
        }
    } catch {
        return $null
    }
    return $null
}

# One object as a row of the fields named 'Name|type' or 'Name|type|Property.Path'.
function ConvertTo-HvRow($Object, [string[]]$Fields) {
    $row = [ordered]@{}
    foreach ($field in $Fields) {
        $parts = $field -split '\|'
        $source = $parts[0]
        if ($parts.Count -gt 2) { $source = $parts[2] }
        $value = $Object
        foreach ($name in ($source -split '\.')) { $value = Get-HvProperty $value $name }
        $row[$parts[0]] = ConvertTo-HvValue $value $parts[1]
    }
    return [pscustomobject]$row
}

$script:Sections = [ordered]@{}

# Runs one read and records its rows, or the error that stopped it: 'missing'
# when this Windows has no such command, 'failed' when it ran and failed.
function Add-HvSection([string]$Key, [string]$Command, [string[]]$Fields, [scriptblock]$Read) {
    $section = [ordered]@{ command = $Command }
    try {
        $rows = New-Object System.Collections.Generic.List[object]
        foreach ($object in @(& $Read)) {
            if ($null -ne $object) { $rows.Add((ConvertTo-HvRow $object $Fields)) }
        }
        $section.status = 'ok'
        $section.items = $rows.ToArray()
    } catch [System.Management.Automation.CommandNotFoundException] {
        $section.status = 'missing'
        $section.error = $_.Exception.Message
    } catch {
        $section.status = 'failed'
        $section.error = $_.Exception.Message
    }
    $script:Sections[$Key] = [pscustomobject]$section
}

# A parameter that only newer Windows has: its absence is a missing command.
function Assert-HvParameter([string]$Command, [string]$Parameter, [string]$Since) {
    if (-not (Get-Command $Command).Parameters.ContainsKey($Parameter)) {
        throw (New-Object System.Management.Automation.CommandNotFoundException ('{0} -{1} needs {2}' -f $Command, $Parameter, $Since))
    }
}

# The adapter settings that a design plans (domain reference: frame size,
# RDMA and its technology, VLAN, encapsulation overhead, receive coalescing).
$script:Keywords = @('*JumboPacket', '*NetworkDirect', '*NetworkDirectTechnology', 'VlanID', '*EncapOverhead', '*RscIPv4', '*RscIPv6')

Write-Host ('hvnet: collecting the network settings of {0}' -f $env:COMPUTERNAME)

Add-HvSection 'netAdapter' 'Get-NetAdapter' @('Name|text', 'InterfaceDescription|text', 'ifIndex|int', 'Status|text', 'MacAddress|text', 'LinkSpeed|text', 'ReceiveLinkSpeed|int', 'TransmitLinkSpeed|int', 'MediaConnectionState|text', 'ConnectorPresent|bool', 'HardwareInterface|bool', 'DriverProvider|text', 'DriverVersionString|text', 'VlanID|int', 'DeviceID|text', 'MtuSize|int') { Get-NetAdapter }
Add-HvSection 'netAdapterAdvancedProperty' 'Get-NetAdapterAdvancedProperty -AllProperties' @('Name|text', 'RegistryKeyword|text', 'RegistryValue|texts', 'DisplayName|text', 'DisplayValue|text') { Get-NetAdapterAdvancedProperty -Name '*' -AllProperties | Where-Object { $script:Keywords -contains $_.RegistryKeyword } }
Add-HvSection 'netAdapterRdma' 'Get-NetAdapterRdma' @('Name|text', 'InterfaceDescription|text', 'Enabled|bool', 'Operational|bool', 'OperationalState|bool', 'PFC|bool', 'ETS|bool', 'MaxQueuePairCount|int', 'MaxCompletionQueueCount|int') { Get-NetAdapterRdma }
Add-HvSection 'netAdapterQos' 'Get-NetAdapterQos' @('Name|text', 'Enabled|bool', 'OperationalPriorityAssignment|ints|OperationalSettings.PriorityAssignmentTable', 'OperationalTsaAssignment|ints|OperationalSettings.TsaAssignmentTable', 'OperationalBandwidthAssignment|ints|OperationalSettings.BandwidthAssignmentTable', 'OperationalPfcEnabled|bools|OperationalSettings.PriorityFlowControlEnableArray', 'OperationalFlowControl|text', 'RemotePriorityAssignment|ints|RemoteSettings.PriorityAssignmentTable', 'RemoteTsaAssignment|ints|RemoteSettings.TsaAssignmentTable', 'RemoteBandwidthAssignment|ints|RemoteSettings.BandwidthAssignmentTable', 'RemotePfcEnabled|bools|RemoteSettings.PriorityFlowControlEnableArray') { Get-NetAdapterQos }
Add-HvSection 'netQosPolicy' 'Get-NetQosPolicy' @('Name|text', 'Owner|text', 'Template|text', 'NetDirectPortMatchCondition|int', 'IPDstPortMatchCondition|int', 'IPDstPortStartMatchCondition|int', 'PriorityValue8021Action|int') { Get-NetQosPolicy }
Add-HvSection 'netQosFlowControl' 'Get-NetQosFlowControl' @('Priority|int', 'Enabled|bool', 'PolicySet|text', 'IfAlias|text') { Get-NetQosFlowControl }
Add-HvSection 'netQosTrafficClass' 'Get-NetQosTrafficClass' @('Name|text', 'Algorithm|text', 'BandwidthPercentage|int', 'Priority|ints', 'PolicySet|text', 'IfAlias|text') { Get-NetQosTrafficClass }
Add-HvSection 'netQosDcbxSetting' 'Get-NetQosDcbxSetting' @('Willing|bool', 'PolicySet|text', 'IfAlias|text') { Get-NetQosDcbxSetting }
Add-HvSection 'netQosDcbxAdapter' 'Get-NetQosDcbxSetting -InterfaceAlias' @('Willing|bool', 'PolicySet|text', 'IfAlias|text') {
    Assert-HvParameter 'Get-NetQosDcbxSetting' 'InterfaceAlias' 'Windows Server 2016 or later'
    foreach ($adapter in @(Get-NetAdapter -Physical)) { Get-NetQosDcbxSetting -InterfaceAlias $adapter.Name -ErrorAction SilentlyContinue }
}
Add-HvSection 'netLbfoTeam' 'Get-NetLbfoTeam' @('Name|text', 'Members|texts', 'TeamingMode|text', 'LoadBalancingAlgorithm|text', 'Status|text') { Get-NetLbfoTeam }
Add-HvSection 'netLbfoTeamNic' 'Get-NetLbfoTeamNic' @('Name|text', 'Team|text', 'VlanID|int', 'Primary|bool', 'Default|bool') { Get-NetLbfoTeamNic }
Add-HvSection 'vmSwitch' 'Get-VMSwitch' @('Name|text', 'SwitchType|text', 'NetAdapterInterfaceDescription|text', 'NetAdapterInterfaceDescriptions|texts', 'EmbeddedTeamingEnabled|bool', 'AllowManagementOS|bool', 'BandwidthReservationMode|text', 'IovEnabled|bool') { Get-VMSwitch }
Add-HvSection 'vmSwitchTeam' 'Get-VMSwitchTeam' @('Name|text', 'NetAdapterInterfaceDescription|texts', 'TeamingMode|text', 'LoadBalancingAlgorithm|text') { Get-VMSwitchTeam }
Add-HvSection 'vmNetworkAdapter' 'Get-VMNetworkAdapter -ManagementOS' @('Name|text', 'SwitchName|text', 'MacAddress|text', 'Status|texts', 'IeeePriorityTag|text', 'DeviceId|text') { Get-VMNetworkAdapter -ManagementOS }
Add-HvSection 'vmNetworkAdapterVlan' 'Get-VMNetworkAdapterVlan -ManagementOS' @('VMNetworkAdapterName|text|ParentAdapter.Name', 'OperationMode|text', 'AccessVlanId|int') { Get-VMNetworkAdapterVlan -ManagementOS }
Add-HvSection 'vmNetworkAdapterIsolation' 'Get-VMNetworkAdapterIsolation -ManagementOS' @('VMNetworkAdapterName|text|ParentAdapter.Name', 'IsolationMode|text', 'DefaultIsolationID|int', 'AllowUntaggedTraffic|bool') { Get-VMNetworkAdapterIsolation -ManagementOS }
Add-HvSection 'vmNetworkAdapterTeamMapping' 'Get-VMNetworkAdapterTeamMapping -ManagementOS' @('VMNetworkAdapterName|text|ParentAdapter.Name', 'NetAdapterName|text') { Get-VMNetworkAdapterTeamMapping -ManagementOS }
Add-HvSection 'vmHost' 'Get-VMHost' @('VirtualMachineMigrationEnabled|bool', 'VirtualMachineMigrationPerformanceOption|text', 'MaximumVirtualMachineMigrations|int') { Get-VMHost }
Add-HvSection 'netIPAddress' 'Get-NetIPAddress -AddressFamily IPv4' @('IPAddress|text', 'InterfaceAlias|text', 'InterfaceIndex|int', 'PrefixLength|int', 'PrefixOrigin|text', 'AddressState|text', 'SkipAsSource|bool') { Get-NetIPAddress -AddressFamily IPv4 }
Add-HvSection 'netIPInterface' 'Get-NetIPInterface -AddressFamily IPv4' @('InterfaceAlias|text', 'InterfaceIndex|int', 'NlMtu|int', 'Dhcp|text', 'ConnectionState|text') { Get-NetIPInterface -AddressFamily IPv4 }
Add-HvSection 'netRoute' 'Get-NetRoute -DestinationPrefix 0.0.0.0/0' @('InterfaceAlias|text', 'InterfaceIndex|int', 'NextHop|text', 'RouteMetric|int') { Get-NetRoute -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue }
Add-HvSection 'dnsClient' 'Get-DnsClient' @('InterfaceAlias|text', 'RegisterThisConnectionsAddress|bool') { Get-DnsClient }
Add-HvSection 'dnsClientServerAddress' 'Get-DnsClientServerAddress -AddressFamily IPv4' @('InterfaceAlias|text', 'ServerAddresses|texts') { Get-DnsClientServerAddress -AddressFamily IPv4 }
Add-HvSection 'smbClientNetworkInterface' 'Get-SmbClientNetworkInterface' @('InterfaceIndex|int', 'FriendlyName|text', 'RdmaCapable|bool', 'RssCapable|bool', 'LinkSpeed|int', 'IpAddresses|texts') { Get-SmbClientNetworkInterface }
Add-HvSection 'smbServerNetworkInterface' 'Get-SmbServerNetworkInterface' @('InterfaceIndex|int', 'ScopeName|text', 'IpAddress|text', 'RdmaCapable|bool', 'RssCapable|bool', 'LinkSpeed|int') { Get-SmbServerNetworkInterface }
# The SMB instances this node's role uses: Default, and on Storage Spaces
# Direct also CSV and SBL (the storage bus), whose connections the Default
# instance does not list. Windows Server 2012 R2 has no -SmbInstance.
$script:SmbInstances = @('Default', 'CSV', 'SBL')
Add-HvSection 'smbMultichannelConnection' 'Get-SmbMultichannelConnection -SmbInstance' @('ServerName|text', 'Selected|bool', 'ClientIpAddress|text', 'ServerIpAddress|text', 'ClientInterfaceIndex|int', 'ClientInterfaceFriendlyName|text', 'ClientRdmaCapable|bool', 'ServerRdmaCapable|bool', 'CurrentChannels|int', 'SmbInstance|text|HvSmbInstance') {
    if ((Get-Command Get-SmbMultichannelConnection).Parameters.ContainsKey('SmbInstance')) {
        foreach ($instance in $script:SmbInstances) {
            Get-SmbMultichannelConnection -SmbInstance $instance | Add-Member -NotePropertyName HvSmbInstance -NotePropertyValue $instance -PassThru
        }
    } else {
        Get-SmbMultichannelConnection | Add-Member -NotePropertyName HvSmbInstance -NotePropertyValue 'Default' -PassThru
    }
}
Add-HvSection 'smbMultichannelConstraint' 'Get-SmbMultichannelConstraint' @('ServerName|text', 'InterfaceAlias|text', 'InterfaceIndex|int') { Get-SmbMultichannelConstraint }
Add-HvSection 'smbClientConfiguration' 'Get-SmbClientConfiguration' @('EnableMultiChannel|bool') { Get-SmbClientConfiguration }
Add-HvSection 'smbServerConfiguration' 'Get-SmbServerConfiguration' @('EnableMultiChannel|bool') { Get-SmbServerConfiguration }
Add-HvSection 'smbBandwidthLimit' 'Get-SmbBandwidthLimit' @('Category|text', 'BytesPerSecond|int') { Get-SmbBandwidthLimit }
Add-HvSection 'netFirewallRule' 'Get-NetFirewallRule -Name FPSSMBD-iWARP-In-TCP' @('Name|text', 'Enabled|text') { Get-NetFirewallRule -Name 'FPSSMBD-iWARP-In-TCP' }
Add-HvSection 'cluster' 'Get-Cluster' @('Name|text') { Get-Cluster }
Add-HvSection 'clusterNetwork' 'Get-ClusterNetwork' @('Name|text', 'Address|text', 'AddressMask|text', 'Ipv4Addresses|texts', 'Role|text', 'RoleValue|int|Role', 'State|text') { Get-ClusterNetwork }
Add-HvSection 'netIntent' 'Get-NetIntent' @('IntentName|text', 'NetAdapterNamesAsList|texts', 'IsComputeIntentSet|bool', 'IsStorageIntentSet|bool', 'IsManagementIntentSet|bool', 'StorageVLANs|ints') { Get-NetIntent }
Add-HvSection 'netIntentStatus' 'Get-NetIntentStatus' @('IntentName|text', 'Host|text', 'ProvisioningStatus|text', 'ConfigurationStatus|text', 'Error|text') { Get-NetIntentStatus }

# Whether this computer is the node the script was made for: its NetBIOS
# name (at most 15 characters) or its DNS host name.
function Test-HvPlannedComputer {
    if ($env:COMPUTERNAME -eq $script:Node) { return $true }
    if ([System.Net.Dns]::GetHostName() -eq $script:Node) { return $true }
    return ($script:Node.Length -gt 15 -and $env:COMPUTERNAME -eq $script:Node.Substring(0, 15))
}

$planned = Test-HvPlannedComputer
$fileName = 'AZL-N01'
if (-not $planned) {
    # The evidence is about this computer, so it is filed under its own name.
    $fileName = $env:COMPUTERNAME -replace '[^A-Za-z0-9._ -]', '_'
    Write-Warning ('this script was made for {0}, but this computer is {1}; its evidence goes to hosts\{2}.json' -f $script:Node, $env:COMPUTERNAME, $fileName)
}

function Get-HvTime {
    return [DateTime]::UtcNow.ToString("yyyy-MM-dd'T'HH:mm:ss'Z'", [System.Globalization.CultureInfo]::InvariantCulture)
}

# UTF-8 without a byte order mark; the folder is made when missing.
function Save-HvDocument($Document, [string]$Folder) {
    $directory = Join-Path $script:Here $Folder
    if (-not (Test-Path -LiteralPath $directory)) { New-Item -ItemType Directory -Path $directory | Out-Null }
    $path = Join-Path $directory ('{0}.json' -f $fileName)
    $json = $Document | ConvertTo-Json -Depth 8
    [System.IO.File]::WriteAllText($path, $json, (New-Object System.Text.UTF8Encoding -ArgumentList $false))
    Write-Host ('hvnet: wrote {0}' -f $path)
}

$os = Get-CimInstance -ClassName Win32_OperatingSystem
$document = [pscustomobject][ordered]@{
    format = 'hvnet-host-evidence'
    formatVersion = 1
    computerName = $env:COMPUTERNAME
    dnsHostName = [System.Net.Dns]::GetHostName()
    plannedNode = $script:Node
    design = 'Azure Local with Network ATC'
    revision = '1'
    by = 'hvnet 0.1.0 collect script'
    collected = Get-HvTime
    os = [pscustomobject][ordered]@{
        caption = ([string]$os.Caption).Trim()
        version = [string]$os.Version
        buildNumber = [long]$os.BuildNumber
        productType = [long]$os.ProductType
        powerShell = [string]$PSVersionTable.PSVersion
    }
    sections = [pscustomobject]$script:Sections
}
Save-HvDocument $document 'hosts'

# The path tests, staged as Test-NetStack stages them: a stage runs only when
# the one before it passed, and what stopped a stage is written down, never
# thrown. Reads only, except that -Active loads the path for a few seconds.

# Pings of the planned MTU without fragmenting: the payload is the MTU less
# the 20-byte IPv4 and 8-byte ICMP headers (ping -f -l 8972 for 9000).
function Test-HvPing([string]$Target, [int]$Mtu) {
    $result = [ordered]@{ size = $Mtu - 28; sent = 0; received = 0; error = $null }
    try {
        $pinger = New-Object System.Net.NetworkInformation.Ping
        $options = New-Object System.Net.NetworkInformation.PingOptions -ArgumentList 64, $true
        $buffer = New-Object byte[] ($Mtu - 28)
        foreach ($attempt in 1..4) {
            $result.sent++
            $reply = $pinger.Send($Target, 2000, $buffer, $options)
            if ($reply.Status -eq [System.Net.NetworkInformation.IPStatus]::Success) { $result.received++ }
            else { $result.error = [string]$reply.Status }
        }
    } catch {
        $result.error = $_.Exception.Message
    }
    return [pscustomobject]$result
}

function Test-HvTcp([string]$Target, [int]$Port) {
    $result = [ordered]@{ port = $Port; open = $false; error = $null }
    $client = New-Object System.Net.Sockets.TcpClient
    try {
        $wait = $client.BeginConnect($Target, $Port, $null, $null)
        if ($wait.AsyncWaitHandle.WaitOne(3000)) {
            $client.EndConnect($wait)
            $result.open = $true
        } else {
            $result.error = 'no answer within 3 seconds'
        }
    } catch {
        $result.error = $_.Exception.Message
    } finally {
        $client.Close()
    }
    return [pscustomobject]$result
}

# The SMB Multichannel connections from this path's source to its target in
# each SMB instance the path uses, with whether each end is RDMA-capable (a
# connection is SMB Direct only when both are). Opening the peer's ADMIN$
# share first makes the client connect, so the Default instance lists it.
function Test-HvSmb([string]$Source, [string]$Target, [string[]]$Instances) {
    $results = New-Object System.Collections.Generic.List[object]
    $share = $null
    try {
        if (-not (Test-Path -LiteralPath ('\\{0}\ADMIN$' -f $Target))) { $share = ('\\{0}\ADMIN$ cannot be opened' -f $Target) }
    } catch {
        $share = $_.Exception.Message
    }
    $perInstance = (Get-Command Get-SmbMultichannelConnection).Parameters.ContainsKey('SmbInstance')
    foreach ($instance in $Instances) {
        $result = [ordered]@{ instance = $instance; connections = @(); error = $null }
        try {
            if ($instance -eq 'Default' -and $null -ne $share) { throw $share }
            if ($perInstance) { $all = @(Get-SmbMultichannelConnection -SmbInstance $instance) }
            elseif ($instance -eq 'Default') { $all = @(Get-SmbMultichannelConnection) }
            else { throw 'Get-SmbMultichannelConnection -SmbInstance needs Windows Server 2016 or later' }
            $rows = New-Object System.Collections.Generic.List[object]
            foreach ($connection in $all) {
                if ([string](Get-HvProperty $connection 'ClientIpAddress') -ne $Source) { continue }
                if ([string](Get-HvProperty $connection 'ServerIpAddress') -ne $Target) { continue }
                $rows.Add((ConvertTo-HvRow $connection @('ServerName|text', 'Selected|bool', 'ClientRdmaCapable|bool', 'ServerRdmaCapable|bool', 'CurrentChannels|int')))
            }
            $result.connections = $rows.ToArray()
        } catch {
            $result.error = $_.Exception.Message
        }
        $results.Add([pscustomobject]$result)
    }
    return ,$results.ToArray()
}

# Counter instance names replace some characters of the adapter's
# description ('(' by '[', '#' by '_'); compare letters and digits only.
function ConvertTo-HvInstanceKey([string]$Name) {
    return ($Name -replace '[^A-Za-z0-9]', '').ToLowerInvariant()
}

# The raw values of byte counters (a Bytes/sec counter's raw value is the
# running total of bytes), summed over the instances that match.
function Get-HvCounterTotal([string[]]$Paths, [string]$Instance) {
    $total = [long]0
    foreach ($sample in @((Get-Counter -Counter $Paths -ErrorAction Stop).CounterSamples)) {
        if ($sample.InstanceName -eq '_total') { continue }
        if ($Instance -and (ConvertTo-HvInstanceKey $sample.InstanceName) -ne (ConvertTo-HvInstanceKey $Instance)) { continue }
        $total += [long]$sample.RawValue
    }
    return $total
}

# What the path's source adapter has counted: bytes over RDMA ("RDMA
# Activity", one instance per RDMA adapter), bytes of SMB Direct ("SMB Direct
# Connection", one instance per connection, summed), and bytes through the
# host's network stack (Get-NetAdapterStatistics), which RDMA bypasses.
function Get-HvPathCounters([string]$From, [string]$Description) {
    $reading = [ordered]@{ rdma = $null; smbDirect = $null; stack = $null; errors = @() }
    try {
        $reading.rdma = Get-HvCounterTotal @('\RDMA Activity(*)\RDMA Inbound Bytes/sec', '\RDMA Activity(*)\RDMA Outbound Bytes/sec') $Description
    } catch {
        $reading.errors += ('RDMA Activity: {0}' -f $_.Exception.Message)
    }
    try {
        $reading.smbDirect = Get-HvCounterTotal @('\SMB Direct Connection(*)\Bytes RDMA Read/sec', '\SMB Direct Connection(*)\Bytes RDMA Written/sec') $null
    } catch {
        $reading.errors += ('SMB Direct Connection: {0}' -f $_.Exception.Message)
    }
    try {
        $statistics = Get-NetAdapterStatistics -Name $From -ErrorAction Stop
        $reading.stack = [long]$statistics.ReceivedBytes + [long]$statistics.SentBytes
    } catch {
        $reading.errors += ('Get-NetAdapterStatistics: {0}' -f $_.Exception.Message)
    }
    return $reading
}

# Reads a file of the peer's ADMIN$ share for at most $Seconds or $Limit
# bytes, uncached where Windows allows it (FILE_FLAG_NO_BUFFERING), so every
# byte crosses the network: the peer and this node only read.
function Invoke-HvRead([string]$Target, [long]$Limit, [int]$Seconds) {
    $result = [ordered]@{ file = ('\\{0}\ADMIN$\System32\ntoskrnl.exe' -f $Target); uncached = $true; bytes = [long]0; milliseconds = [long]0; reads = [long]0; error = $null }
    $buffer = New-Object byte[] 1048576
    $clock = [System.Diagnostics.Stopwatch]::StartNew()
    try {
        while ($result.bytes -lt $Limit -and $clock.Elapsed.TotalSeconds -lt $Seconds) {
            $options = [System.IO.FileOptions]::SequentialScan
            # FILE_FLAG_NO_BUFFERING has no FileOptions name, and a cast of
            # an undefined value fails in PowerShell: ToObject does not check.
            if ($result.uncached) { $options = [Enum]::ToObject([System.IO.FileOptions], 0x20000000) }
            try {
                $stream = New-Object System.IO.FileStream -ArgumentList $result.file, ([System.IO.FileMode]::Open), ([System.IO.FileAccess]::Read), ([System.IO.FileShare]::ReadWrite), 4096, $options
            } catch {
                if (-not $result.uncached) { throw }
                $result.uncached = $false
                continue
            }
            try {
                do {
                    $count = $stream.Read($buffer, 0, $buffer.Length)
                    $result.bytes += $count
                    $result.reads++
                } while ($count -gt 0 -and $result.bytes -lt $Limit -and $clock.Elapsed.TotalSeconds -lt $Seconds)
            } catch {
                if (-not $result.uncached) { throw }
                $result.uncached = $false
            } finally {
                $stream.Dispose()
            }
        }
    } catch {
        $result.error = $_.Exception.Message
    }
    $result.milliseconds = [long]$clock.ElapsedMilliseconds
    return $result
}

# The counters before and after a short read from the peer (64 MiB, at most
# 10 seconds): on a path that carries SMB Direct the RDMA counters move; when
# only the network stack's bytes do, SMB went over TCP.
function Test-HvCounters([string]$From, [string]$Target) {
    $result = [ordered]@{ file = $null; bytes = 0; milliseconds = 0; rdmaActivity = $null; rdmaBytes = $null; smbDirectBytes = $null; stackBytes = $null; error = $null }
    try {
        $result.rdmaActivity = [string](Get-NetAdapter -Name $From -ErrorAction Stop).InterfaceDescription
        $before = Get-HvPathCounters $From $result.rdmaActivity
        $read = Invoke-HvRead $Target 67108864 10
        $after = Get-HvPathCounters $From $result.rdmaActivity
        $result.file = $read.file
        $result.bytes = $read.bytes
        $result.milliseconds = $read.milliseconds
        if ($null -ne $before.rdma -and $null -ne $after.rdma) { $result.rdmaBytes = $after.rdma - $before.rdma }
        if ($null -ne $before.smbDirect -and $null -ne $after.smbDirect) { $result.smbDirectBytes = $after.smbDirect - $before.smbDirect }
        if ($null -ne $before.stack -and $null -ne $after.stack) { $result.stackBytes = $after.stack - $before.stack }
        $errors = @($before.errors) + @($after.errors)
        if ($null -ne $read.error) { $errors = @($read.error) + $errors }
        if ($errors.Count -gt 0) { $result.error = $errors -join '; ' }
    } catch {
        $result.error = $_.Exception.Message
    }
    return [pscustomobject]$result
}

# With -Active, a timed transfer that loads the path: DiskSpd where it is
# installed (reads the peer's file for 10 seconds, uncached, with latency),
# else the uncached read above for 10 seconds. Throughput in bits per second,
# latency per I/O in microseconds, against the source adapter's link speed.
function Test-HvActive([string]$From, [string]$Target, [string]$Description) {
    $result = [ordered]@{ tool = 'read'; bytes = [long]0; milliseconds = [long]0; bitsPerSecond = [long]0; latencyMicroseconds = $null; linkSpeed = $null; rdmaBytes = $null; error = $null }
    try {
        $result.linkSpeed = [long](Get-NetAdapter -Name $From -ErrorAction Stop).ReceiveLinkSpeed
        $before = Get-HvPathCounters $From $Description
        $diskspd = Get-Command 'diskspd.exe' -ErrorAction SilentlyContinue
        if ($null -ne $diskspd) {
            $result.tool = 'diskspd'
            $file = '\\{0}\ADMIN$\System32\ntoskrnl.exe' -f $Target
            # 1 MiB reads for 10 seconds, 4 outstanding, no writes, no
            # caching, with latency, results as XML.
            $arguments = @('-b1M', '-d10', '-o4', '-t1', '-w0', '-Sh', '-L', '-Rxml', $file)
            $xml = [xml](& $diskspd.Path $arguments | Out-String)
            $span = $xml.Results.TimeSpan
            $result.milliseconds = [long]([double]$span.TestTimeSeconds * 1000)
            $result.bytes = [long](@($span.Thread.Target) | Measure-Object -Property ReadBytes -Sum).Sum
            $result.latencyMicroseconds = [long]([double]$span.Latency.AverageReadMilliseconds * 1000)
        } else {
            $read = Invoke-HvRead $Target ([long]::MaxValue) 10
            if ($null -ne $read.error) { throw $read.error }
            $result.bytes = $read.bytes
            $result.milliseconds = $read.milliseconds
            if ($read.reads -gt 0) { $result.latencyMicroseconds = [long]($read.milliseconds * 1000 / $read.reads) }
        }
        $after = Get-HvPathCounters $From $Description
        if ($null -ne $before.rdma -and $null -ne $after.rdma) { $result.rdmaBytes = $after.rdma - $before.rdma }
        if ($result.milliseconds -gt 0) { $result.bitsPerSecond = [long]($result.bytes * 8 * 1000 / $result.milliseconds) }
    } catch {
        $result.error = $_.Exception.Message
    }
    return [pscustomobject]$result
}

function Test-HvPath([string]$From, [string]$Source, [string]$Peer, [string]$Target, [int]$Mtu, [int[]]$Ports, [string[]]$Instances) {
    Write-Host ('hvnet: testing {0} ({1}) to {2} ({3})' -f $From, $Source, $Peer, $Target)
    $path = [ordered]@{ from = $From; source = $Source; peer = $Peer; target = $Target; mtu = $Mtu; ping = $null; tcp = $null; smb = $null; counters = $null; active = $null }
    $path.ping = Test-HvPing $Target $Mtu
    if ($path.ping.sent -eq 0 -or $path.ping.received -lt $path.ping.sent) { return [pscustomobject]$path }
    $path.tcp = @($Ports | ForEach-Object { Test-HvTcp $Target $_ })
    if (@($path.tcp | Where-Object { -not $_.open }).Count -gt 0) { return [pscustomobject]$path }
    $path.smb = Test-HvSmb $Source $Target $Instances
    foreach ($instance in $path.smb) {
        if ($null -ne $instance.error -or @($instance.connections).Count -eq 0) { return [pscustomobject]$path }
        if (@($instance.connections | Where-Object { -not $_.ClientRdmaCapable -or -not $_.ServerRdmaCapable }).Count -gt 0) { return [pscustomobject]$path }
    }
    $path.counters = Test-HvCounters $From $Target
    if ($null -ne $path.counters.error -or $path.counters.rdmaBytes -le 0) { return [pscustomobject]$path }
    if ($Active) { $path.active = Test-HvActive $From $Target $path.counters.rdmaActivity }
    return [pscustomobject]$path
}

if ($PathTests) {
    if (-not $planned) {
        Write-Warning ('the storage paths are planned for {0}, not for this computer; they were not tested' -f $script:Node)
    } else {
        $paths = New-Object System.Collections.Generic.List[object]
        $paths.Add((Test-HvPath -From 'SLOT 3 Port 1' -Source '10.71.1.11' -Peer 'AZL-N02' -Target '10.71.1.12' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        $paths.Add((Test-HvPath -From 'SLOT 3 Port 1' -Source '10.71.1.11' -Peer 'AZL-N03' -Target '10.71.1.13' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        $paths.Add((Test-HvPath -From 'SLOT 3 Port 1' -Source '10.71.1.11' -Peer 'AZL-N04' -Target '10.71.1.14' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        $paths.Add((Test-HvPath -From 'SLOT 4 Port 1' -Source '10.71.2.11' -Peer 'AZL-N02' -Target '10.71.2.12' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        $paths.Add((Test-HvPath -From 'SLOT 4 Port 1' -Source '10.71.2.11' -Peer 'AZL-N03' -Target '10.71.2.13' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        $paths.Add((Test-HvPath -From 'SLOT 4 Port 1' -Source '10.71.2.11' -Peer 'AZL-N04' -Target '10.71.2.14' -Mtu 9000 -Ports @(445) -Instances @('Default', 'CSV', 'SBL')))
        Save-HvDocument ([pscustomobject][ordered]@{
            format = 'hvnet-path-evidence'
            formatVersion = 1
            computerName = $env:COMPUTERNAME
            plannedNode = $script:Node
            by = 'hvnet 0.1.0 collect script'
            collected = Get-HvTime
            active = [bool]$Active
            paths = $paths.ToArray()
        }) 'paths'
    }
}

exit 0
