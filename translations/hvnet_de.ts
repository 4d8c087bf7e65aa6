<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>hvnet::AddressAllocator</name>
    <message>
        <source>%1 / %2: subnet %3 has no valid prefix, so no address was assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2: subnet %3 (%4) has no free address left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::CommandLine</name>
    <message>
        <source>run every design rule and report the findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the rule catalogue: id, severity, title, rationale, source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the starter designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a starter design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a valid synthetic design of that size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fill every missing interface address from its subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: hvnet COMMAND [OPTIONS]

Designs, validates and documents converged Hyper-V networks with RDMA.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  --version   print the version
  --help      print this help; hvnet COMMAND --help for one command

Exit codes: 0 done, 2 the design has unsuppressed errors, 1 anything else.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (commands: %2; see hvnet --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: hvnet %1

%2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2 argument(s), got %3; usage: hvnet %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write to FILE instead of stdout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate: --format %1 is not available in this version of hvnet (text, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate: unknown format &quot;%1&quot; (text, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: unknown format &quot;%1&quot; (text, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: there is no template &quot;%1&quot; (templates: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of Hyper-V hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes of the SOFS cluster: 0, or 2 to 8 (default 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks, each with a ToR pair (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: --hosts N is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: --%1 expects a whole number, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet: allocate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>hvnet: allocate: %n address(es) assigned</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::DesignDocument</name>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::DesignFile</name>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::DesignGenerator</name>
    <message>
        <source>the number of hosts must be 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SOFS cluster has 2 to 8 nodes (or 0 for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of racks must be 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there cannot be more racks than hosts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::DesignReader</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key appears twice in one object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean (true or false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;hvnet-design&quot;; this is not an hvnet design file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has format version %1, this hvnet reads version %2; open it with a newer hvnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use ASCII letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first used at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pinned fingerprint starting with &quot;SHA256:&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a class with traffic &quot;custom&quot; needs a &quot;port&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;port&quot; is only for traffic &quot;custom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the speed must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attach&quot; needs exactly one of &quot;adapter&quot;, &quot;team&quot; or &quot;vswitch&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;teamMapping&quot; is only for host vNICs (attach to a &quot;vswitch&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;ieeePriorityTag&quot; is only for host vNICs (attach to a &quot;vswitch&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of &quot;&lt;priority&gt;&quot;: percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a priority (0 to 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link cannot join &quot;%1&quot; to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a suppression needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vswitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a switch port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the id of %2 in this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to another node; expected %2 of this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vswitch has either adapters or exactly one team as uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a peer-link joins two switch ports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::DesignScene</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::IssuesView</name>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (accepted: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::MainWindow</name>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;Template...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validate Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About hvnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About hvnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;hvnet %1&lt;/h3&gt;&lt;p&gt;Designs, validates and documents converged Hyper-V and Storage Spaces Direct networks with RDMA (SMB Direct).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter design:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet designs (*.hvnet);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet designs (*.hvnet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings, %3 info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - hvnet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::NodeItem</name>
    <message>
        <source>Hyper-V host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOFS node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S2D node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::ValidationReport</name>
    <message>
        <source>objects: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Accepted deviations (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: validation %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Errors (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Information (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::commands</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set VLAN of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::designer</name>
    <message>
        <source>hvnet-designer: cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet-designer: cannot write to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No display: ran headless. Wrote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hvnet designer for converged Hyper-V networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the headless run writes (default ./out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the headless job even with a display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a design to open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::rules</name>
    <message>
        <source>Subnet prefix is not a valid IPv4 network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a valid network in CIDR notation no address of the subnet can be planned or checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv4 CIDR notation (RFC 4632)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnets overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two networks with overlapping address ranges make routing ambiguous: a host cannot tell which interface reaches an address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local Environment Checker: management IP not overlapping the storage subnets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VLAN id out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An 802.1Q VLAN id is 1 to 4094; hvnet uses 0 for an untagged subnet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IEEE 802.1Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gateway is not a host address of its subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A default gateway must be reachable on the subnet itself: a usable host address inside the prefix, neither the network nor the broadcast address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv4 addressing (RFC 1122)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address is not a usable host address of its subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interface or cluster address must be a host address inside its subnet; the network and broadcast addresses cannot be assigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two interfaces, cluster addresses or gateways with one address conflict: only one of them answers, and which one is left to chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv4 address conflict detection (RFC 5227)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface has no address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts and checks need every interface&apos;s address; run address allocation to fill the missing ones from their subnets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet address plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node has more than one default gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node has exactly one default gateway, on its management network; a second default route sends traffic out of the wrong interface, and storage networks stay non-routed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local Environment Validator: network default gateway requirement; domain reference R8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A suppression matches no finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A suppression that no longer matches anything hides nothing and only misleads the next reader; stale suppressions should not pile up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet rule engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suppression of %1 for %2 matches no finding; remove it from the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suppression names rule %1, which is not in the catalogue; check the spelling or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 has prefix %2 with host bits set; write the network address %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 has prefix &quot;%2&quot;, which is not an IPv4 network in CIDR notation (for example 172.16.1.0/24).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnets %1 (%2) and %3 (%4) overlap; give each its own address range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 has VLAN %2; use 1 to 4094, or 0 for untagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 has gateway &quot;%2&quot;, which is not an IPv4 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 has gateway %2, which is not a usable host address of %3; pick an address inside the subnet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it lies outside %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the network address of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the broadcast address of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 has address &quot;%3&quot;, which is not an IPv4 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 has address %3 in subnet %4, but %5; pick a host address of the subnet or run address allocation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 has address &quot;%2&quot;, which is not an IPv4 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 has address %2, which lies in none of the design&apos;s subnets; use an address of the subnet the cluster is reached on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 has address %2, but %3; pick a host address of subnet %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gateway of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address %1 is used %2 times (%3); give each its own address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 in subnet %3 has no address; run address allocation (Design &gt; Allocate addresses, or hvnet allocate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has interfaces in %2 subnets with a gateway (%3); a node has exactly one default gateway, so remove the gateway from every subnet but the management one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
