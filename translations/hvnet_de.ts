<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ReportText</name>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P0 default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETS bandwidth share per priority</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <message>
        <source>validate: unknown format &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder to write to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export even when the design has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder of templates to use before the built-in ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: --out DIR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: unknown --what &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>hvnet: export: %1 has %n error(s); fix them (hvnet validate %1) or export anyway with --force</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>export: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wrote %n file(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to write, comma-separated (default: all): powershell, switches, report, diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report&apos;s paper: a4 or letter (default: the designer&apos;s setting, else a4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print today&apos;s date on the report&apos;s title page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>append the generated scripts and configurations to the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: the report and the diagram are drawn by the designer&apos;s scene; run hvnet itself, not this library in a console-only process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: --page-size must be a4 or letter, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the deliverables: scripts, switch configurations, the design report and the diagram</source>
        <translation type="unfinished"></translation>
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
    <name>hvnet::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The design has %n error(s): the files below reflect them. Fix them first if you can.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) ready to write.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder to export to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder with your own copies of templates (powershell/..., switches/&lt;platform&gt;/...); hvnet uses them before its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 KiB; File &gt; Print Preview shows the report&apos;s pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date on the title page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a date, the same design always gives the same report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts and configurations as an appendix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report paper:</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Switch &amp;Port Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report &amp;Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Preview - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Report</source>
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
    <name>hvnet::PortMapDialog</name>
    <message>
        <source>Switch Port Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tagged VLANs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Native VLAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (peer-link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (switch link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port map of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design %1, revision %2; platform %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::PowerShellExporter</name>
    <message>
        <source>&quot;%1&quot; contains a control character (U+%2) at position %3, which no script can carry safely; fix it in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two scripts would be written to %1; give the nodes and clusters distinct names</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::Report</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Hyper-V cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-Out File Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage Spaces Direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster heartbeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch independent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>static</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dynamic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyper-V port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peer link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network design report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ready to build: errors %1, warnings %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no errors; warnings %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes every rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; accepted deviations %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network ATC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design as drawn in the designer: nodes with their adapters (orange ports carry RDMA), switches, and cables coloured by the subnet they carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 interfaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VLAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registers in DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no, isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality of service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design defines no traffic classes: no DCB on the hosts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts: DCBX willing is %1; every other priority shares the default class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETS share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (port %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everything else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC priorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETS shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCBX willing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETS bandwidth shares per priority, hosts and switches side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vSwitch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (mapped to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumbo packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load balancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vSwitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded teaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management OS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not assigned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Multichannel constraint: to %1 only through %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live migration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, SMB bandwidth limit %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters and nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each node with its adapters, teams, virtual switches and interfaces, grouped by cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes outside a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every switch port with what it connects to, the VLANs it carries and whether PFC is on; then the direct connections and peer links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform %1%2; DCB %3; MTU %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VLANs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Native</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct connections and peer links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1. Warnings: %2. Notes: %3. Accepted deviations: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design passes every rule of the catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted deviations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why these rules matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2. %3 Source: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply in the switch&apos;s configuration mode, then save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read before configuring the switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run to compare the node with the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run as administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run once, after every member&apos;s script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the PowerShell scripts and switch configurations to see the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches first, so that DCB is in place before the hosts send RDMA traffic; then storage nodes, hosts, clusters, and finally the checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: generated scripts and configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated by hvnet from the design file; every table follows from the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyper-V hosts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage nodes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 as drawn in the designer: its members and the switch ports they use.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchExporter</name>
    <message>
        <source>switch %1 (%2) has at most %3 lossless priorities; the design asks for %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch %1: &quot;%2&quot; is not a port name the switch can take (letters, digits and / . _ : -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template switches/%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two switch configurations would be written to %1; give the switches distinct names</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchPlan</name>
    <message>
        <source>PFC priorities are stated as %1; the design makes %2 lossless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETS shares are stated as %1; the design gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCBX willing is stated on; the design wants it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch does not run DCB: no QoS is configured on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 allows VLANs %2 as stated; the design needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 has PFC %2 as stated; the design wants it %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::TemplateStore</name>
    <message>
        <source>cannot read template %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no template %1</source>
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
    <message>
        <source>hvnet-designer: not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hvnet::export</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
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
    <message>
        <source>Computer name breaks the NetBIOS rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Windows computer name has at most 15 characters of letters, digits and hyphens, and is not all digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBIOS computer names (Windows naming conventions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes, cluster names and access points are all computer objects in one domain; their names must differ (regardless of case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active Directory computer names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster size out of bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failover cluster has 2 to 64 nodes and Storage Spaces Direct 2 to 16; a Scale-Out File Server of more than 8 nodes is outside common practice (warning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster member with an unexpected role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster&apos;s members play the cluster&apos;s role: file servers in an SOFS cluster, S2D nodes in an S2D cluster, Hyper-V hosts or S2D nodes in a Hyper-V cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet design model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster members share fewer than two networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reliable cluster heartbeat needs two networks between every two members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster members name their RDMA adapters differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network ATC intents and per-cluster scripts expect the same adapter names on every member (a warning with Network ATC, information otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE path crosses a switch without DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC must run on every node and switch port in the path of RoCE traffic; one switch without DCB drops frames under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch PFC differs from the hosts&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC must be on for the same priorities end to end: a switch or port in a RoCE path that leaves out a lossless priority drops that traffic (error); extra lossless priorities only cost buffers (warning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ETS shares differ from the hosts&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host and switch must give each priority the same bandwidth share, or the switch starves what the hosts protect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anchors study, rule 8 (host and switch ETS agree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch is DCBX willing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A willing switch takes its DCB settings from its neighbours; configure PFC on the switch and keep it not willing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE storage subnet without a VLAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 802.1p priority that PFC acts on travels in the 802.1Q tag; untagged RoCE traffic has no priority (Network ATC refuses it as InvalidIsolationID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumbo frames do not match end to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An adapter&apos;s IP MTU (its *JumboPacket less 14 bytes of Ethernet header) must fit every switch on its paths (error), and the adapters of one subnet should use one frame size (warning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch port prunes a VLAN the host uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port that states its allowed VLANs drops every other VLAN at the first hop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IEEE 802.1Q trunking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB constraint names another node&apos;s interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An SMB Multichannel constraint is set on the client and can only name the client&apos;s own interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New-SmbMultichannelConstraint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB constraint for a server the design does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of a constraint should be a node, cluster or access point of the design; it may be outside the design, or misspelt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB constraint with no path to its server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When none of a constraint&apos;s interfaces shares a subnet with the server, SMB has no path to it at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB constraint turns SMB Direct off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A constraint that names only non-RDMA interfaces keeps SMB off the RDMA interfaces that could reach the same server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyper-V host without an SMB constraint to its file server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a constraint SMB may reach the Scale-Out File Server over management or VM networks; the constraint keeps it on the rNICs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live migration over SMB without RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB live migration pays off through SMB Direct; without RDMA interfaces compression is usually faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live migration over SMB on Windows Server 2012</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live migration over SMB came with Windows Server 2012 R2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB live migration without a bandwidth limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited SMB live migration can starve storage traffic in the same SMB class; cap it with an SMB bandwidth limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast RDMA interfaces not used for live migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From Windows Server 2012 R2 live migration over SMB uses SMB Direct and Multichannel; with two or more RDMA interfaces of 10 Gbps or more it is usually the fastest transport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network ATC on a platform without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network ATC exists on Windows Server 2025 and Azure Local only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LBFO team where it is unsupported or deprecated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local does not support LBFO teams (error); on Windows Server 2022 and 2025 LBFO under a vSwitch is deprecated in favour of SET (warning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic class shares exceed 99%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ETS shares of the created traffic classes may add up to 99% at most: the default class keeps at least 1%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two traffic classes on one priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An 802.1p priority belongs to one traffic class; two classes on it cannot be told apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IEEE 802.1Qaz (ETS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE without a lossless SMB Direct class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE has no recovery of its own from dropped frames; it needs priority flow control on the SMB Direct priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iWARP without an SMB Direct class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iWARP runs over TCP and needs no DCB, but a bandwidth reservation for SMB Direct still protects storage traffic under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC on priority 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority 0 carries all untagged and default traffic; pausing it pauses everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb; Manage DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than two lossless classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every lossless priority takes buffer space in NICs and switches; Microsoft&apos;s model uses one, and more than two exceed what much hardware can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster heartbeat class missing or off guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster heartbeats get their own lossy class on priority 7 with 2% of the bandwidth at 10 GbE or less and 1% above; a lossless cluster class (priority 5 with PFC) is the older practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts accept the switch&apos;s DCB settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With DCBX willing, a host takes PFC and ETS from the switch instead of its own policy (and installing DCB turns it on); the hosts must be authoritative. An error in a RoCE design, a warning otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA wanted on an LBFO team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An LBFO team interface never offers RDMA, whatever its members can do, so SMB Direct cannot run over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA-capable adapter in an LBFO team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An rNIC that joins an LBFO team loses its RDMA capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA through the Hyper-V switch before Windows Server 2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before Windows Server 2016 an RDMA adapter bound to a Hyper-V switch loses RDMA and host vNICs cannot do RDMA; the rNICs must stay outside the vSwitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Embedded Teaming before Windows Server 2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SET came with Windows Server 2016.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SET uplinks are not identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Embedded Teaming needs identical adapters: same make, model and speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 8 SET uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SET team has at most 8 adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SET on an LBFO team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Embedded Teaming teams the adapters itself; its uplinks are adapters, not a team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA wanted on adapters that cannot do it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Direct needs an RDMA-capable adapter under the interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Direct requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage interface on rNICs without RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A storage interface over RDMA-capable adapters that does not use RDMA leaves SMB Direct unused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different RDMA transports meet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iWARP, RoCE and RoCEv2 never interoperate: every RDMA interface of one storage subnet, and of one cluster, must use the same transport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA vNIC not mapped to a physical port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a team mapping the vSwitch places an SMB vNIC on any uplink, so two SMB vNICs can share one port; map each to its own physical adapter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA vNIC without IEEE priority tagging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA bypasses the vSwitch, but TCP traffic on the same vNIC loses its 802.1p priority unless IEEE priority tagging is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA interfaces of a node at different speeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Multichannel uses only the fastest class of interfaces; slower RDMA interfaces stay idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two RDMA interfaces of a node in one storage subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB Multichannel to a clustered file server uses one address per subnet and node, so a second RDMA interface in the same subnet is not used (an error before Windows Server 2016). Later versions tolerate it, but a subnet and VLAN per storage NIC keeps each path on its own switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage subnet has a gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage networks are isolated and not routed; a gateway on them adds a second default route and makes clustering treat the network as client-facing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage interface registers in DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An address registered in DNS from a storage interface lets clients resolve the server&apos;s name to an address they cannot reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster member has only one storage network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two storage networks give SMB Multichannel two paths and the cluster two heartbeat networks; with one, a single failure cuts storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All storage networks of a cluster on one switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two storage networks should be on two different switches, so that losing a switch leaves one storage path and one heartbeat path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage subnet spans several switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the interfaces of one storage subnet sit on two switches, storage traffic crosses the inter-switch link and competes there; keep each storage VLAN on one top-of-rack switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet split into parts that cannot reach each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interfaces of one subnet must share a layer-2 path (through switches and peer-links that allow the subnet&apos;s VLAN); otherwise some of them cannot talk at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer-2 reachability of the design&apos;s cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter in use but not cabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An adapter that carries an interface needs a cable in the plan, or nothing about its path can be checked or configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet cabling plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cables on one port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port takes one cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable joins ports of different speeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends of different speeds run at the slower one, if the optics allow a link at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One switch can cut a cluster&apos;s storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single switch may cut a cluster member off from another on every storage network they share; the storage networks belong on separate switches (or a redundant pair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All RDMA ports of a node on one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When every RDMA interface rides ports of one card, that card is a single point of failure for the node&apos;s storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anchors study, rule 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole cluster in one rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack is a failure domain: power or its switches can take the whole cluster down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 characters where 15 is the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is all digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it contains &quot;%1&quot;; use letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node name &quot;%1&quot; is not a valid computer name: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access point of cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name %1 is used %2 times (%3); nodes, clusters and access points each need a name of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 has %2 member(s); a cluster needs at least 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 has %2 members, more than the %3 a %4 cluster supports; split it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-Out File Server %1 has %2 nodes; 2 to 8 file servers is the common practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 in %3 cluster %4; check the node&apos;s role or its cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 in cluster %3 share fewer than two networks; give them two networks in common for a reliable heartbeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The members of cluster %1 name their RDMA adapters differently (%2); use the same names on every member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 carries RoCE traffic of subnet %2 but does not run DCB; RoCE needs PFC on every switch in the path: enable DCB there or route the path around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 has PFC on priorities %2 but the hosts make %3 lossless; add %4 to the switch&apos;s PFC priorities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 also makes priorities %2 lossless, which the hosts do not use; remove them to save buffer space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 lies in the RoCE path of subnet %2 but states PFC off; turn PFC on for the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1 gets %2% where the hosts have no class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1 gets %2% where the hosts give %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority %1 gets no share where the hosts give %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 states ETS shares that differ from the hosts&apos;: %2; make them agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 is DCBX willing and would take DCB settings from its neighbours; set DCBX willing off and force PFC on the switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage subnet %1 carries RoCE but is untagged (VLAN 0), so its traffic has no 802.1p priority for PFC; give it a VLAN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The adapters of subnet %1 use different *JumboPacket sizes (%2); use one size throughout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends frames with an IP MTU of %2 (*JumboPacket %3) but switch %4 on its path has MTU %5; raise the switch MTU or lower the adapter&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 allows VLANs %2 but %3 uses VLAN %4 over it; add the VLAN to the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SMB constraint for %2 names interface %3 of another node; a constraint can only use %1&apos;s own interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SMB constraint names server %2, which is no node, cluster or access point of the design; check the spelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no interface of the SMB constraint for %2 (%3) shares a subnet with %2, so SMB has no path; constrain it to interfaces in the server&apos;s networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SMB constraint for %2 names only non-RDMA interfaces (%3) although %4 could reach %2 with RDMA; constrain SMB to the RDMA interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches Scale-Out File Server %2 over RDMA but has no SMB constraint for it; add one naming %2 and %1&apos;s RDMA interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 live-migrates over SMB but has no RDMA interface; use compression, or add RDMA interfaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs Windows Server 2012, which cannot live-migrate over SMB; use TCP or compression, or Windows Server 2012 R2 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 live-migrates over SMB without a limit, which can starve storage; set smbLimitMBps (for example 750 on 25 GbE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 RDMA interfaces of 10 Gbps or more but does not live-migrate over SMB, which would use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design asks for Network ATC on %1, which does not have it; turn networkAtc off or use ws2025 or azurelocal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: LBFO team %2 is not supported on Azure Local; use a SET vSwitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: LBFO team %2 is deprecated on %3; use a SET vSwitch instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traffic classes reserve %1% in all; the default class needs at least 1%, so lower the shares to 99% or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic classes %1 all use priority %2; give each class its own priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design runs RoCE but has no smb-direct class with PFC; add one (priority 3, PFC on) so SMB Direct traffic is lossless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design runs iWARP without an smb-direct class; iWARP works without DCB, but a bandwidth share for SMB Direct protects storage under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class %1 turns PFC on for priority 0, which pauses all default traffic; move the class to its own priority or turn PFC off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 classes are lossless (%2); keep PFC to SMB Direct (and at most one more class).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it reserves %1% where 1% (above 10 GbE) or 2% (10 GbE or less) is the guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it makes priority %1 lossless, which is the older practice: heartbeats belong on a lossy class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster class %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No traffic class reserves bandwidth for cluster heartbeats; add a cluster class on priority 7 with 1% (2% with adapters of 10 GbE or less), without PFC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hosts are DCBX willing and would take PFC and ETS from the switches; set dcbxWilling to false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 wants RDMA but sits on LBFO team %3, which never offers RDMA; give each RDMA adapter its own interface (or use SET on 2016 and later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: RDMA-capable adapter %2 (%3) is a member of LBFO team %4 and loses RDMA there; take it out of the team and give it its own address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: RDMA interface %2 is a host vNIC; before Windows Server 2016 host vNICs cannot do RDMA: use an rNIC outside the vSwitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: adapter %2 under RDMA interface %3 is a vSwitch uplink; before Windows Server 2016 it loses RDMA there: keep rNICs out of the vSwitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: vSwitch %2 uses Switch Embedded Teaming, which %1&apos;s Windows version does not have; use an LBFO team as uplink, or Windows Server 2016 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the uplinks of SET vSwitch %2 differ (%3); SET needs identical adapters of one model and speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: SET vSwitch %2 has %3 uplinks; SET takes at most 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: SET vSwitch %2 has LBFO team %3 as uplink; give SET the adapters themselves and remove the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 wants RDMA but no adapter under it is RDMA-capable; use an rNIC, or turn RDMA off for this interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: storage interface %2 runs over RDMA-capable adapters but does not use RDMA; turn RDMA on so SMB Direct is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The RDMA interfaces of storage subnet %1 use different transports (%2); they cannot talk to each other: use one transport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The members of cluster %1 use different RDMA transports (%2); they cannot talk to each other: use one transport in the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: RDMA vNIC %2 on a vSwitch with %3 uplinks has no team mapping; map it to one physical adapter (Set-VMNetworkAdapterTeamMapping).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: RDMA vNIC %2 does not set IEEE priority tagging, so its non-RDMA traffic loses its priority; turn ieeePriorityTag on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has RDMA interfaces at different speeds (%2); SMB Multichannel uses only the fastest, so use one speed for all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 RDMA interfaces (%3) in storage subnet %4; give each RDMA interface its own storage subnet and VLAN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before Windows Server 2016 SMB Multichannel to a clustered file server uses only one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage subnet %1 has gateway %2; keep storage networks isolated and non-routed by removing the gateway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interface %2 in storage subnet %3 registers its address in DNS, so %1 may resolve to an address clients cannot reach; turn DNS registration off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a cluster member whose RDMA interfaces are in no storage subnet; put them in two storage subnets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a cluster member with RDMA interfaces in only one storage subnet (%2); add a second storage network for a redundant storage and heartbeat path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every storage network of cluster %1 reaches its members through switch %2; put the second storage network on a second switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interfaces of storage subnet %1 attach to %2 switches (%3), so its traffic crosses an inter-switch link; cable each storage network to one switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VLAN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet %1 falls into %2 parts with no layer-2 path between them: %3; connect their switches or allow %4 on the ports between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: adapter %2 carries traffic but has no cable in the design; connect it to a switch port or to its peer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the end of %2 cables; a port takes one cable, so remove or move the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable between %1 (%2 Gbps) and %3 (%4 Gbps) joins different speeds; use ports of one speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losing switch %1 cuts %2 off from %3 on every storage network they share, in cluster %4; put the storage networks on separate switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: all RDMA interfaces ride adapters on card %2, so one card failure cuts all of %1&apos;s storage; spread them over two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every member of cluster %1 stands in rack %2, which makes the rack a failure domain for the whole cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text that no script or configuration can carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names and other texts go into deployment scripts and switch configurations; a control character or line break in one could end a comment or a command there, so hvnet refuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hvnet export safety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains a control character or line break (U+%2 at position %3); remove it, no script or switch configuration can carry it safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QoS class name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subnet name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access point &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vSwitch name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMB constraint server &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local Environment Validator: network default gateway requirement; Azure Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged storage cluster networks TSG; Host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyper-V scale limits; S2D hardware requirements; article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network ATC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local ToR QoS reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA and SET; Network ATC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate-DCB; physical network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;SMB traffic is restricted to the rNICs by using the constraint option&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); Host network requirements; RDMA and Switch Embedded Teaming; Deploy host networking with Network ATC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); RDMA and Switch Embedded Teaming; Host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide; Network ATC defaults; article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; Manage DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;Teaming does not work with RDMA&quot;); Manage SMB Multichannel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage SMB Multichannel; Validate-DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA and Switch Embedded Teaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide; Validate-DCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); Manage SMB Multichannel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (converged SOFS design); Jose Barreto via Aidan Finn on SMB Multichannel and clustered file servers; Azure Local host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); Azure Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged storage cluster networks TSG; Host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (reader comments); </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;two storage networks, ideally on two different switches&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Local fully converged ToR reference and host network requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (failure domains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (failure domains)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
