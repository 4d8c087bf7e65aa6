#Requires -RunAsAdministrator
# hvnet deployment script
#   design:   Hyper-V on a Scale-Out File Server (2012 R2)
#   revision: 1
#   node:     HV03 (ws2012r2)
#   made by:  hvnet 0.1.0; change the design and export again rather than editing this file
#
# Configures this node as the design plans it. Every step looks at the host
# first and changes only what differs, so a second run changes nothing.
#   -WhatIf      shows what would change, and changes nothing
#   -Reconcile   also removes QoS policies and traffic classes the design does not have
# Adapter settings take effect when the adapter restarts; those restarts come
# last, each announced, and the adapters that carry the management address are
# restarted after all others, with a warning first.

[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [switch]$Reconcile
)

$ErrorActionPreference = 'Stop'
$ProgressPreference = 'SilentlyContinue'

$script:Node = 'HV03'
$script:Cmdlet = $PSCmdlet
$script:Changes = 0
$script:Pending = 0
$script:RestartAdapters = New-Object System.Collections.Generic.List[string]
$script:RestartManagement = New-Object System.Collections.Generic.List[string]

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

# An adapter that does not exist yet is expected under -WhatIf (an earlier
# step would have made it); otherwise it is an error.
function Test-HvAdapter([string]$Adapter) {
    if (Get-NetAdapter -Name $Adapter -ErrorAction SilentlyContinue) { return $true }
    if ($WhatIfPreference) {
        Write-Host ('   later    {0} does not exist yet' -f $Adapter)
        return $false
    }
    throw ('adapter {0} is not on this node; check the adapter names in the design' -f $Adapter)
}

function Add-HvRestart([string]$Adapter, [bool]$Management) {
    $list = $script:RestartAdapters
    if ($Management) { $list = $script:RestartManagement }
    if (-not $list.Contains($Adapter)) { $list.Add($Adapter) }
}

function Sync-HvFeature([string[]]$Name) {
    $missing = @(Get-WindowsFeature -Name $Name | Where-Object { -not $_.Installed } | ForEach-Object { $_.Name })
    if ($missing.Count -eq 0) {
        Write-Unchanged ('installed: {0}' -f ($Name -join ', '))
        return $false
    }
    $script:FeatureRestart = $false
    Invoke-Change $script:Node ('install {0}' -f ($missing -join ', ')) {
        $result = Install-WindowsFeature -Name $missing -IncludeManagementTools
        if ([string]$result.RestartNeeded -ne 'No') { $script:FeatureRestart = $true }
    }
    return ($WhatIfPreference -or $script:FeatureRestart)
}

function Sync-HvTeam([string]$Name, [string[]]$Members, [string]$Mode, [string]$LoadBalancing) {
    $team = Get-NetLbfoTeam -Name $Name -ErrorAction SilentlyContinue
    if (-not $team) {
        Invoke-Change $Name ('create LBFO team of {0} ({1}, {2})' -f ($Members -join ', '), $Mode, $LoadBalancing) {
            New-NetLbfoTeam -Name $Name -TeamMembers $Members -TeamingMode $Mode -LoadBalancingAlgorithm $LoadBalancing -Confirm:$false | Out-Null
        }
        return
    }
    if ([string]$team.TeamingMode -eq $Mode -and [string]$team.LoadBalancingAlgorithm -eq $LoadBalancing) {
        Write-Unchanged ('team {0}: {1}, {2}' -f $Name, $Mode, $LoadBalancing)
    } else {
        Invoke-Change $Name ('set teaming mode {0} and load balancing {1}' -f $Mode, $LoadBalancing) {
            Set-NetLbfoTeam -Name $Name -TeamingMode $Mode -LoadBalancingAlgorithm $LoadBalancing -Confirm:$false
        }
    }
    $have = @(Get-NetLbfoTeamMember -Team $Name | ForEach-Object { $_.Name })
    foreach ($member in $Members) {
        if ($have -notcontains $member) {
            Invoke-Change $Name ('add member {0}' -f $member) {
                Add-NetLbfoTeamMember -Name $member -Team $Name -Confirm:$false
            }
        }
    }
    foreach ($extra in @($have | Where-Object { $Members -notcontains $_ })) {
        Write-Warning ('team {0} has member {1}, which the design does not; left as it is' -f $Name, $extra)
    }
}

function Sync-HvSwitch([string]$Name, [string[]]$Adapters, [bool]$EmbeddedTeaming, [bool]$AllowManagementOS, [bool]$OnLbfoTeam, [string]$LoadBalancing, [string]$MinimumBandwidthMode) {
    $switch = Get-VMSwitch -Name $Name -ErrorAction SilentlyContinue
    if (-not $switch) {
        $arguments = @{ Name = $Name; NetAdapterName = $Adapters; AllowManagementOS = $AllowManagementOS }
        if ($EmbeddedTeaming) { $arguments.EnableEmbeddedTeaming = $true }
        if ($MinimumBandwidthMode) { $arguments.MinimumBandwidthMode = $MinimumBandwidthMode }
        # Windows Server 2022 and later accept an LBFO team under a vSwitch only when asked.
        if ($OnLbfoTeam -and (Get-Command New-VMSwitch).Parameters.ContainsKey('AllowNetLbfoTeams')) { $arguments.AllowNetLbfoTeams = $true }
        Invoke-Change $Name ('create vSwitch on {0}' -f ($Adapters -join ', ')) {
            New-VMSwitch @arguments | Out-Null
        }
    } else {
        Write-Unchanged ('vSwitch {0}' -f $Name)
        if ($switch.AllowManagementOS -ne $AllowManagementOS) {
            Invoke-Change $Name ('set AllowManagementOS {0}' -f $AllowManagementOS) {
                Set-VMSwitch -Name $Name -AllowManagementOS $AllowManagementOS
            }
        }
        if ($EmbeddedTeaming) {
            $members = @((Get-VMSwitchTeam -Name $Name).NetAdapterInterfaceDescription)
            foreach ($adapter in $Adapters) {
                if ($members -notcontains (Get-NetAdapter -Name $adapter).InterfaceDescription) {
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
        } else {
            Invoke-Change $Name ('set load balancing {0}' -f $LoadBalancing) {
                Set-VMSwitchTeam -Name $Name -LoadBalancingAlgorithm $LoadBalancing
            }
        }
    }
}

function Sync-HvHostVNic([string]$Name, [string]$Switch, [bool]$AdoptDefault) {
    if (Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue) {
        Write-Unchanged ('host vNIC {0}' -f $Name)
        return
    }
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
        }
    }
}

function Sync-HvVNicVlan([string]$Name, [int]$VlanId) {
    $vlan = Get-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name -ErrorAction SilentlyContinue
    $mode = [string]$vlan.OperationMode
    if ($VlanId -eq 0) {
        if ($vlan -and $mode -ne 'Access' -and $mode -ne 'Trunk') {
            Write-Unchanged ('{0}: untagged' -f $Name)
        } else {
            Invoke-Change $Name 'set untagged' {
                Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name -Untagged
            }
        }
        return
    }
    if ($vlan -and $mode -eq 'Access' -and $vlan.AccessVlanId -eq $VlanId) {
        Write-Unchanged ('{0}: VLAN {1}' -f $Name, $VlanId)
    } else {
        Invoke-Change $Name ('set access VLAN {0}' -f $VlanId) {
            Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName $Name -Access -VlanId $VlanId
        }
    }
}

function Sync-HvVNicTeamMapping([string]$Name, [string]$Adapter) {
    $mapping = Get-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName $Name -ErrorAction SilentlyContinue
    if ($mapping -and $mapping.NetAdapterName -eq $Adapter) {
        Write-Unchanged ('{0}: mapped to {1}' -f $Name, $Adapter)
    } else {
        Invoke-Change $Name ('map to {0}' -f $Adapter) {
            Set-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName $Name -PhysicalNetAdapterName $Adapter
        }
    }
}

function Sync-HvVNicPriorityTag([string]$Name) {
    $vnic = Get-VMNetworkAdapter -ManagementOS -Name $Name -ErrorAction SilentlyContinue
    if ($vnic -and [string]$vnic.IeeePriorityTag -eq 'On') {
        Write-Unchanged ('{0}: IEEE priority tagging on' -f $Name)
    } else {
        Invoke-Change $Name 'turn IEEE priority tagging on' {
            Set-VMNetworkAdapter -ManagementOS -Name $Name -IeeePriorityTag On
        }
    }
}

function Sync-HvAddress([string]$Alias, [string]$Address, [int]$PrefixLength, [string]$Gateway, [string[]]$Dns, [bool]$RegisterDns) {
    $present = @(Get-NetIPAddress -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue | Where-Object { $_.IPAddress -eq $Address -and $_.PrefixLength -eq $PrefixLength })
    if ($present.Count -gt 0) {
        Write-Unchanged ('{0}: {1}/{2}' -f $Alias, $Address, $PrefixLength)
    } else {
        $interface = Get-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue
        if ($interface -and [string]$interface.Dhcp -eq 'Enabled') {
            Invoke-Change $Alias 'turn DHCP off' {
                Set-NetIPInterface -InterfaceAlias $Alias -AddressFamily IPv4 -Dhcp Disabled
            }
        }
        Invoke-Change $Alias ('add {0}/{1}' -f $Address, $PrefixLength) {
            New-NetIPAddress -InterfaceAlias $Alias -IPAddress $Address -PrefixLength $PrefixLength -AddressFamily IPv4 | Out-Null
        }
    }
    if ($Gateway) {
        $route = Get-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -ErrorAction SilentlyContinue | Where-Object { $_.NextHop -eq $Gateway }
        if ($route) {
            Write-Unchanged ('{0}: default gateway {1}' -f $Alias, $Gateway)
        } else {
            Invoke-Change $Alias ('add default gateway {0}' -f $Gateway) {
                New-NetRoute -InterfaceAlias $Alias -DestinationPrefix '0.0.0.0/0' -NextHop $Gateway | Out-Null
            }
        }
    }
    if ($Dns.Count -gt 0) {
        $servers = @((Get-DnsClientServerAddress -InterfaceAlias $Alias -AddressFamily IPv4 -ErrorAction SilentlyContinue).ServerAddresses)
        if (($servers -join ',') -eq ($Dns -join ',')) {
            Write-Unchanged ('{0}: DNS servers {1}' -f $Alias, ($Dns -join ', '))
        } else {
            Invoke-Change $Alias ('set DNS servers {0}' -f ($Dns -join ', ')) {
                Set-DnsClientServerAddress -InterfaceAlias $Alias -ServerAddresses $Dns
            }
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

function Sync-HvQosPolicy([string]$Name, [string]$Match, [int]$Port, [int]$Priority) {
    $policy = Get-NetQosPolicy -Name $Name -ErrorAction SilentlyContinue
    if (-not $policy) {
        $arguments = @{ Name = $Name; PriorityValue8021Action = $Priority }
        switch ($Match) {
            'NetDirect' { $arguments.NetDirectPortMatchCondition = $Port }
            'Cluster' { $arguments.Cluster = $true }
            'ClusterPort' { $arguments.IPDstPortMatchCondition = $Port }
            'LiveMigration' { $arguments.LiveMigration = $true }
            'Port' { $arguments.IPDstPortMatchCondition = $Port }
            'Default' { $arguments.Default = $true }
        }
        Invoke-Change $Name ('create QoS policy: {0} traffic to priority {1}' -f $Match, $Priority) {
            New-NetQosPolicy @arguments | Out-Null
        }
        return
    }
    if ($policy.PriorityValue8021Action -eq $Priority) {
        Write-Unchanged ('QoS policy {0}: priority {1}' -f $Name, $Priority)
    } else {
        Invoke-Change $Name ('set priority {0}' -f $Priority) {
            Set-NetQosPolicy -Name $Name -PriorityValue8021Action $Priority -Confirm:$false
        }
    }
    if ($Match -eq 'NetDirect' -and $policy.NetDirectPortMatchCondition -ne $Port) {
        Write-Warning ('QoS policy {0} does not match NetworkDirect port {1}; remove it (or run with -Reconcile after renaming it) so it can be made again' -f $Name, $Port)
    }
}

function Sync-HvFlowControl([int[]]$Lossless) {
    foreach ($priority in 0..7) {
        $want = $Lossless -contains $priority
        if ((Get-NetQosFlowControl -Priority $priority).Enabled -eq $want) { continue }
        if ($want) {
            Invoke-Change ('priority {0}' -f $priority) 'enable PFC' { Enable-NetQosFlowControl -Priority $priority }
        } else {
            Invoke-Change ('priority {0}' -f $priority) 'disable PFC' { Disable-NetQosFlowControl -Priority $priority }
        }
    }
    Write-Unchanged ('PFC on priorities {0} only' -f ($Lossless -join ', '))
}

function Sync-HvTrafficClass([string]$Name, [int]$Priority, [int]$Bandwidth) {
    $class = Get-NetQosTrafficClass -Name $Name -ErrorAction SilentlyContinue
    if (-not $class) {
        Invoke-Change $Name ('create ETS class: priority {0}, {1}%' -f $Priority, $Bandwidth) {
            New-NetQosTrafficClass -Name $Name -Priority $Priority -BandwidthPercentage $Bandwidth -Algorithm ETS | Out-Null
        }
        return
    }
    if (((@($class.Priority)) -join ',') -eq [string]$Priority -and $class.BandwidthPercentage -eq $Bandwidth -and [string]$class.Algorithm -eq 'ETS') {
        Write-Unchanged ('ETS class {0}: priority {1}, {2}%' -f $Name, $Priority, $Bandwidth)
    } else {
        Invoke-Change $Name ('set priority {0}, {1}%, ETS' -f $Priority, $Bandwidth) {
            Set-NetQosTrafficClass -Name $Name -Priority $Priority -BandwidthPercentage $Bandwidth -Algorithm ETS
        }
    }
}

function Sync-HvDcbxWilling {
    $willing = @(Get-NetQosDcbxSetting | Where-Object { -not $_.IfAlias -and $_.Willing })
    if ($willing.Count -eq 0) {
        Write-Unchanged 'DCBX willing off'
    } else {
        Invoke-Change $script:Node 'set DCBX willing off (the host, not the switch, sets DCB)' {
            Set-NetQosDcbxSetting -Willing $false -Confirm:$false
        }
    }
}

function Remove-HvExtraQos([string[]]$Policies, [string[]]$Classes) {
    foreach ($policy in @(Get-NetQosPolicy | Where-Object { $Policies -notcontains $_.Name })) {
        Invoke-Change $policy.Name 'remove QoS policy, which the design does not have' {
            Remove-NetQosPolicy -Name $policy.Name -Confirm:$false
        }
    }
    foreach ($class in @(Get-NetQosTrafficClass | Where-Object { $_.Name -ne '[Default]' -and $Classes -notcontains $_.Name })) {
        Invoke-Change $class.Name 'remove traffic class, which the design does not have' {
            Remove-NetQosTrafficClass -Name $class.Name -Confirm:$false
        }
    }
}

function Sync-HvSmbConstraint([string]$Server, [string[]]$Aliases) {
    $have = @(Get-SmbMultichannelConstraint -ServerName $Server -ErrorAction SilentlyContinue | ForEach-Object { $_.InterfaceAlias })
    $missing = @($Aliases | Where-Object { $have -notcontains $_ })
    if ($missing.Count -eq 0) {
        Write-Unchanged ('SMB to {0} only over {1}' -f $Server, ($Aliases -join ', '))
    } else {
        Invoke-Change $Server ('constrain SMB to {0}' -f ($missing -join ', ')) {
            New-SmbMultichannelConstraint -ServerName $Server -InterfaceAlias $missing -Force | Out-Null
        }
    }
    foreach ($extra in @($have | Where-Object { $Aliases -notcontains $_ })) {
        Write-Warning ('SMB to {0} may also use {1}, which the design does not constrain it to; left as it is' -f $Server, $extra)
    }
}

function Sync-HvLiveMigration([string]$Transport) {
    $have = [string](Get-VMHost).VirtualMachineMigrationPerformanceOption
    if ($have -eq $Transport) {
        Write-Unchanged ('live migration over {0}' -f $Transport)
    } else {
        Invoke-Change $script:Node ('live-migrate over {0}' -f $Transport) {
            Set-VMHost -VirtualMachineMigrationPerformanceOption $Transport
        }
    }
}

function Sync-HvSmbBandwidthLimit([string]$Category, [long]$BytesPerSecond) {
    $limit = Get-SmbBandwidthLimit -Category $Category -ErrorAction SilentlyContinue
    if ($limit -and $limit.BytesPerSecond -eq $BytesPerSecond) {
        Write-Unchanged ('SMB bandwidth limit {0}: {1} bytes/s' -f $Category, $BytesPerSecond)
    } else {
        Invoke-Change $Category ('limit SMB to {0} bytes/s' -f $BytesPerSecond) {
            Set-SmbBandwidthLimit -Category $Category -BytesPerSecond $BytesPerSecond
        }
    }
}

function Sync-HvIntent([string]$Name, [string[]]$Adapters, [bool]$Management, [bool]$Compute, [bool]$Storage, [bool]$Switchless, [int[]]$StorageVlans, [int]$ManagementVlan, [int]$JumboPacket, [int]$NetworkDirectTechnology, [string]$LoadBalancing, [int]$SmbPriority, [int]$SmbBandwidth, [int]$ClusterPriority, [int]$ClusterBandwidth) {
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
    $arguments = @{ Name = $Name; AdapterName = $Adapters }
    if ($Management) { $arguments.Management = $true }
    if ($Compute) { $arguments.Compute = $true }
    if ($Switchless) { $arguments.Switchless = $true }
    if ($Management -and $ManagementVlan -gt 0) { $arguments.ManagementVlan = $ManagementVlan }
    if ($Storage) {
        $arguments.Storage = $true
        if ($StorageVlans.Count -gt 0) { $arguments.StorageVlans = $StorageVlans }
        # The design gives the storage addresses; Network ATC must not make its own.
        $arguments.StorageOverrides = New-NetIntentStorageOverrides -EnableAutomaticIPGeneration $false
        $arguments.QoSPolicyOverrides = New-NetIntentQoSPolicyOverrides -PriorityValue8021Action_SMB $SmbPriority -BandwidthPercentage_SMB $SmbBandwidth -PriorityValue8021Action_Cluster $ClusterPriority -BandwidthPercentage_Cluster $ClusterBandwidth
    }
    $properties = @{}
    if ($JumboPacket -gt 0) { $properties.JumboPacket = $JumboPacket }
    if ($NetworkDirectTechnology -gt 0) { $properties.NetworkDirectTechnology = $NetworkDirectTechnology }
    if ($properties.Count -gt 0) { $arguments.AdapterPropertyOverrides = New-NetIntentAdapterPropertyOverrides @properties }
    if ($LoadBalancing) { $arguments.SwitchPropertyOverrides = New-NetIntentSwitchConfigurationOverrides -LoadBalancingAlgorithm $LoadBalancing }
    Invoke-Change $Name ('add Network ATC intent on {0}' -f ($Adapters -join ', ')) {
        Add-NetIntent @arguments | Out-Null
    }
}

function Sync-HvAdapterProperty([string]$Adapter, [string]$Keyword, [string]$Value, [string]$Meaning, [bool]$Management) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $property = Get-NetAdapterAdvancedProperty -Name $Adapter -RegistryKeyword $Keyword -ErrorAction SilentlyContinue
    if (-not $property) {
        Write-Warning ('{0}: the driver has no {1}; set it to {2} with the vendor''s tools' -f $Adapter, $Keyword, $Meaning)
        return
    }
    if (@($property.RegistryValue) -contains $Value) {
        Write-Unchanged ('{0}: {1} = {2} ({3})' -f $Adapter, $Keyword, $Value, $Meaning)
        return
    }
    Invoke-Change $Adapter ('set {0} to {1} ({2}), effective at the adapter restart' -f $Keyword, $Value, $Meaning) {
        Set-NetAdapterAdvancedProperty -Name $Adapter -RegistryKeyword $Keyword -RegistryValue $Value -NoRestart
        Add-HvRestart $Adapter $Management
    }
}

function Sync-HvAdapterVlan([string]$Adapter, [int]$VlanId, [bool]$Management) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    if ((Get-NetAdapter -Name $Adapter).VlanID -eq $VlanId) {
        Write-Unchanged ('{0}: VLAN {1}' -f $Adapter, $VlanId)
        return
    }
    Invoke-Change $Adapter ('set VLAN {0}, effective at the adapter restart' -f $VlanId) {
        Set-NetAdapter -Name $Adapter -VlanID $VlanId -NoRestart -Confirm:$false
        Add-HvRestart $Adapter $Management
    }
}

function Sync-HvAdapterRdma([string]$Adapter, [bool]$Management) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $rdma = Get-NetAdapterRdma -Name $Adapter -ErrorAction SilentlyContinue
    if ($rdma -and $rdma.Enabled) {
        Write-Unchanged ('{0}: RDMA enabled' -f $Adapter)
        return
    }
    Invoke-Change $Adapter 'enable RDMA, effective at the adapter restart' {
        Enable-NetAdapterRdma -Name $Adapter -NoRestart
        Add-HvRestart $Adapter $Management
    }
}

function Sync-HvAdapterQos([string]$Adapter, [bool]$Management) {
    if (-not (Test-HvAdapter $Adapter)) { return }
    $qos = Get-NetAdapterQos -Name $Adapter -ErrorAction SilentlyContinue
    if ($qos -and $qos.Enabled) {
        Write-Unchanged ('{0}: DCB enabled' -f $Adapter)
        return
    }
    Invoke-Change $Adapter 'enable DCB (QoS) on the adapter, effective at the adapter restart' {
        Enable-NetAdapterQos -Name $Adapter -NoRestart
        Add-HvRestart $Adapter $Management
    }
}

function Restart-HvAdapters {
    foreach ($adapter in $script:RestartAdapters) {
        Write-Host ('   restart  {0}: its traffic stops for a few seconds' -f $adapter)
        Restart-NetAdapter -Name $adapter -Confirm:$false
    }
    foreach ($adapter in $script:RestartManagement) {
        Write-Warning ('{0} carries the management address: restarting it now, connectivity to {1} drops for a few seconds' -f $adapter, $script:Node)
        Restart-NetAdapter -Name $adapter -Confirm:$false
    }
    if ($script:RestartAdapters.Count + $script:RestartManagement.Count -eq 0) {
        Write-Unchanged 'no adapter needs a restart'
    }
}

# ---------------------------------------------------------------- the steps
Write-Host ('hvnet: configuring {0} from design {1}, revision {2}' -f $script:Node, 'Hyper-V on a Scale-Out File Server (2012 R2)', '1')

Write-Section 'Windows features'
if (Sync-HvFeature -Name @('Hyper-V', 'Failover-Clustering', 'Data-Center-Bridging', 'FS-SMBBW')) {
    if ($WhatIfPreference) {
        Write-Host 'The other steps need these features installed; install them first to see what the rest would change.'
        exit 0
    }
    Write-Warning 'The features above need a restart before the other steps can run: restart the node and run this script again.'
    exit 3010
}

Write-Section 'LBFO teams'
Sync-HvTeam -Name 'Mgmt Team' -Members @('NIC1', 'NIC2') -Mode 'SwitchIndependent' -LoadBalancing 'Dynamic'

Write-Section 'Virtual switches'
Sync-HvSwitch -Name 'External' -Adapters @('Mgmt Team') -EmbeddedTeaming $false -AllowManagementOS $true -OnLbfoTeam $true -LoadBalancing '' -MinimumBandwidthMode 'Weight'

Write-Section 'Host vNICs'
Sync-HvHostVNic -Name 'Management' -Switch 'External' -AdoptDefault $true
Sync-HvVNicVlan -Name 'Management' -VlanId 10

Write-Section 'IP addresses and DNS'
Sync-HvAddress -Alias 'vEthernet (Management)' -Address '10.10.10.13' -PrefixLength 24 -Gateway '10.10.10.1' -Dns @('10.10.10.5', '10.10.10.6') -RegisterDns $true
Sync-HvAddress -Alias 'SLOT 6 Port 1' -Address '172.16.1.13' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false
Sync-HvAddress -Alias 'SLOT 7 Port 1' -Address '172.16.2.13' -PrefixLength 24 -Gateway '' -Dns @() -RegisterDns $false

Write-Section 'QoS: classification, PFC, ETS, DCBX'
Sync-HvQosPolicy -Name 'SMB Direct' -Match 'NetDirect' -Port 445 -Priority 3
Sync-HvQosPolicy -Name 'Cluster' -Match 'Cluster' -Port 3343 -Priority 7
Sync-HvQosPolicy -Name 'Default' -Match 'Default' -Port 0 -Priority 0
Sync-HvFlowControl -Lossless @(3)
Sync-HvTrafficClass -Name 'SMB Direct' -Priority 3 -Bandwidth 50
Sync-HvTrafficClass -Name 'Cluster' -Priority 7 -Bandwidth 2
Sync-HvDcbxWilling
if ($Reconcile) {
    Remove-HvExtraQos -Policies @('SMB Direct', 'Cluster', 'Default') -Classes @('SMB Direct', 'Cluster')
}

Write-Section 'SMB Multichannel constraints'
Sync-HvSmbConstraint -Server 'SOFS01' -Aliases @('SLOT 6 Port 1', 'SLOT 7 Port 1')

Write-Section 'Live migration'
Sync-HvLiveMigration -Transport 'SMB'
Sync-HvSmbBandwidthLimit -Category 'LiveMigration' -BytesPerSecond 500000000

Write-Section 'Adapter settings (they take effect when the adapter restarts)'
Sync-HvAdapterProperty -Adapter 'SLOT 6 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Management $false
Sync-HvAdapterProperty -Adapter 'SLOT 6 Port 1' -Keyword '*NetworkDirectTechnology' -Value '1' -Meaning 'iWARP' -Management $false
Sync-HvAdapterProperty -Adapter 'SLOT 7 Port 1' -Keyword '*JumboPacket' -Value '9014' -Meaning '9014 bytes' -Management $false
Sync-HvAdapterProperty -Adapter 'SLOT 7 Port 1' -Keyword '*NetworkDirectTechnology' -Value '1' -Meaning 'iWARP' -Management $false
Sync-HvAdapterVlan -Adapter 'SLOT 6 Port 1' -VlanId 201 -Management $false
Sync-HvAdapterVlan -Adapter 'SLOT 7 Port 1' -VlanId 202 -Management $false
Sync-HvAdapterRdma -Adapter 'SLOT 6 Port 1' -Management $false
Sync-HvAdapterRdma -Adapter 'SLOT 7 Port 1' -Management $false
Sync-HvAdapterQos -Adapter 'SLOT 6 Port 1' -Management $false
Sync-HvAdapterQos -Adapter 'SLOT 7 Port 1' -Management $false

Write-Section 'Adapter restarts'
Restart-HvAdapters

Write-Host ''
if ($WhatIfPreference) {
    Write-Host ('{0} change(s) would be made on {1}; nothing was changed.' -f $script:Pending, $script:Node)
} elseif ($script:Changes -eq 0) {
    Write-Host ('No changes: {0} already matches the design.' -f $script:Node)
} else {
    Write-Host ('{0} change(s) made on {1}. Run this script again to confirm: it should change nothing.' -f $script:Changes, $script:Node)
}
