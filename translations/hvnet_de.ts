<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>hvnet::AddressAllocator</name>
    <message>
        <source>subnet %1 has no valid prefix (%2), so nothing was renumbered</source>
        <translation>Subnetz %1 hat kein gültiges Präfix (%2), daher wurde nichts umnummeriert</translation>
    </message>
    <message>
        <source>%1 / %2 is in no subnet, so no address was assigned</source>
        <translation>%1 / %2 liegt in keinem Subnetz, daher wurde keine Adresse zugewiesen</translation>
    </message>
    <message>
        <source>%1 / %2: subnet %3 has no valid prefix, so no address was assigned</source>
        <translation>%1 / %2: Subnetz %3 hat kein gültiges Präfix, daher wurde keine Adresse zugewiesen</translation>
    </message>
    <message>
        <source>%1 / %2: subnet %3 (%4) has no free address left</source>
        <translation>%1 / %2: Subnetz %3 (%4) hat keine freie Adresse mehr</translation>
    </message>
</context>
<context>
    <name>hvnet::AnsibleExporter</name>
    <message>
        <source>two files of the Ansible export would be written to %1; give the nodes, clusters and switches distinct names</source>
        <translation>Zwei Dateien des Ansible-Exports würden nach %1 geschrieben; geben Sie den Knoten, Clustern und Switches unterschiedliche Namen</translation>
    </message>
    <message>
        <source>the Ansible export needs %1, which the export did not make</source>
        <translation>Der Ansible-Export braucht %1, das der Export nicht erzeugt hat</translation>
    </message>
    <message>
        <source>two nodes or switches would both be %1 in the Ansible inventory; give them distinct names</source>
        <translation>Zwei Knoten oder Switches hießen im Ansible-Inventar beide %1; geben Sie ihnen unterschiedliche Namen</translation>
    </message>
    <message>
        <source>the collect kit has no script for %1</source>
        <translation>Das Erfassungskit hat kein Skript für %1</translation>
    </message>
    <message>
        <source>template ansible/README.md.mustache: %1</source>
        <translation>Vorlage ansible/README.md.mustache: %1</translation>
    </message>
</context>
<context>
    <name>hvnet::Arrange</name>
    <message>
        <source>Select three or more cards to distribute.</source>
        <translation>Wählen Sie drei oder mehr Elemente zum Verteilen aus.</translation>
    </message>
    <message>
        <source>Select two or more cards to align.</source>
        <translation>Wählen Sie zwei oder mehr Elemente zum Ausrichten aus.</translation>
    </message>
    <message numerus="yes">
        <source>Align %n card(s) left</source>
        <translation>
            <numerusform>%n Element links ausrichten</numerusform>
            <numerusform>%n Elemente links ausrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Align %n card(s) at the top</source>
        <translation>
            <numerusform>%n Element oben ausrichten</numerusform>
            <numerusform>%n Elemente oben ausrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n card(s) horizontally</source>
        <translation>
            <numerusform>%n Element horizontal verteilen</numerusform>
            <numerusform>%n Elemente horizontal verteilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n card(s) vertically</source>
        <translation>
            <numerusform>%n Element vertikal verteilen</numerusform>
            <numerusform>%n Elemente vertikal verteilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snap %n card(s) to the grid</source>
        <translation>
            <numerusform>%n Element am Raster ausrichten</numerusform>
            <numerusform>%n Elemente am Raster ausrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>Already arranged: nothing moved.</source>
        <translation>Bereits angeordnet: nichts verschoben.</translation>
    </message>
</context>
<context>
    <name>hvnet::AtomicFile</name>
    <message>
        <source>the folder %1 could not be flushed to the disk: %2</source>
        <translation>Ordner %1 konnte nicht auf den Datenträger geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hvnet::CableLegend</name>
    <message>
        <source>Drag to move; click a network to show only its cables</source>
        <translation>Zum Verschieben ziehen; ein Netzwerk anklicken, um nur seine Kabel zu zeigen</translation>
    </message>
    <message>
        <source>Fold or unfold the key</source>
        <translation>Legende ein- oder ausklappen</translation>
    </message>
</context>
<context>
    <name>hvnet::CablingLegend</name>
    <message>
        <source>planned cable, LLDP shows another end</source>
        <translation>geplantes Kabel, LLDP zeigt ein anderes Ende</translation>
    </message>
    <message>
        <source>planned cable, LLDP shows no neighbour</source>
        <translation>geplantes Kabel, LLDP zeigt keinen Nachbarn</translation>
    </message>
    <message>
        <source>cable as LLDP shows it</source>
        <translation>Kabel, wie LLDP es zeigt</translation>
    </message>
    <message>
        <source>neighbour not in the design</source>
        <translation>Nachbar nicht im Design</translation>
    </message>
    <message>
        <source>The switch&apos;s LLDP table shows another device or port on this cable&apos;s switch port than the plan has.</source>
        <translation>Die LLDP-Tabelle des Switches zeigt am Switch-Port dieses Kabels ein anderes Gerät oder einen anderen Port als der Plan.</translation>
    </message>
    <message>
        <source>The plan has this cable, but the switch&apos;s LLDP table shows no neighbour on its port: unplugged, down, or the far end sends no LLDP.</source>
        <translation>Der Plan hat dieses Kabel, aber die LLDP-Tabelle des Switches zeigt an seinem Port keinen Nachbarn: nicht gesteckt, ausgefallen, oder die Gegenseite sendet kein LLDP.</translation>
    </message>
    <message>
        <source>From the switch port to the device LLDP shows there; its label says what the neighbour announced.</source>
        <translation>Vom Switch-Port zu dem Gerät, das LLDP dort zeigt; die Beschriftung sagt, was der Nachbar angekündigt hat.</translation>
    </message>
    <message>
        <source>LLDP shows a device the design does not have; the label says what it announced.</source>
        <translation>LLDP zeigt ein Gerät, das das Design nicht hat; die Beschriftung sagt, was es angekündigt hat.</translation>
    </message>
</context>
<context>
    <name>hvnet::CablingOverlay</name>
    <message>
        <source>%1, not in the design
LLDP: %2</source>
        <translation>%1, nicht im Design
LLDP: %2</translation>
    </message>
    <message>
        <source>LLDP: %1</source>
        <translation>LLDP: %1</translation>
    </message>
    <message>
        <source>LLDP: %1
not in the design</source>
        <translation>LLDP: %1
nicht im Design</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 Zeile %2</translation>
    </message>
    <message>
        <source>%1 %2: LLDP shows %3 on this port, which the design does not have (%4).</source>
        <translation>%1 %2: LLDP zeigt %3 an diesem Port, den das Design nicht hat (%4).</translation>
    </message>
    <message>
        <source>%1 %2: LLDP shows %3 (%4); the plan cables it to %5.</source>
        <translation>%1 %2: LLDP zeigt %3 (%4); der Plan verkabelt ihn mit %5.</translation>
    </message>
    <message>
        <source>%1 %2: LLDP shows %3 (%4); the design has no cable on this port.</source>
        <translation>%1 %2: LLDP zeigt %3 (%4); das Design hat an diesem Port kein Kabel.</translation>
    </message>
    <message>
        <source>That is %1 in the design.</source>
        <translation>Im Design ist das %1.</translation>
    </message>
</context>
<context>
    <name>hvnet::CanvasMenu</name>
    <message>
        <source>Add &amp;Adapter</source>
        <translation>&amp;Adapter hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Interface</source>
        <translation>&amp;Schnittstelle hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Adapter %1</source>
        <translation>Adapter %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>Add to &amp;Cluster</source>
        <translation>Zu &amp;Cluster hinzufügen</translation>
    </message>
    <message>
        <source>&amp;New Cluster...</source>
        <translation>&amp;Neuer Cluster...</translation>
    </message>
    <message>
        <source>Remove from C&amp;lusters</source>
        <translation>Aus Clus&amp;tern entfernen</translation>
    </message>
    <message>
        <source>Add &amp;Ports...</source>
        <translation>Ports &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>Add Ports</source>
        <translation>Ports hinzufügen</translation>
    </message>
    <message>
        <source>Number of ports:</source>
        <translation>Anzahl der Ports:</translation>
    </message>
    <message>
        <source>&amp;Remove Port %1</source>
        <translation>Port %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Delete Cluster (Members Stay)</source>
        <translation>Cluster &amp;löschen (Mitglieder bleiben)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add SET v&amp;Switch</source>
        <translation>SET-vS&amp;witch hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Edit Note...</source>
        <translation>Notiz &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>&amp;Delete Note</source>
        <translation>Notiz &amp;löschen</translation>
    </message>
    <message>
        <source>Add &amp;Note...</source>
        <translation>&amp;Notiz hinzufügen...</translation>
    </message>
    <message>
        <source>Con&amp;verged Setup (SET vSwitch, a vNIC per Subnet)</source>
        <translation>Konvergent e&amp;inrichten (SET-vSwitch, eine vNIC je Subnetz)</translation>
    </message>
</context>
<context>
    <name>hvnet::CanvasViews</name>
    <message>
        <source>Zoom to &amp;Selection</source>
        <translation>Auf Auswahl &amp;zoomen</translation>
    </message>
    <message>
        <source>&amp;Map of the Design</source>
        <translation>&amp;Übersichtskarte</translation>
    </message>
    <message>
        <source>Show &amp;Networks</source>
        <translation>&amp;Netzwerke anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;Cluster</source>
        <translation>&amp;Cluster anzeigen</translation>
    </message>
    <message>
        <source>&amp;All Networks</source>
        <translation>&amp;Alle Netzwerke</translation>
    </message>
    <message>
        <source>&amp;Storage Only</source>
        <translation>Nur &amp;Speichernetzwerke</translation>
    </message>
    <message>
        <source>%1 (VLAN %2)</source>
        <translation>%1 (VLAN %2)</translation>
    </message>
    <message>
        <source>%1 (untagged)</source>
        <translation>%1 (untagged)</translation>
    </message>
    <message>
        <source>&amp;All Clusters</source>
        <translation>&amp;Alle Cluster</translation>
    </message>
</context>
<context>
    <name>hvnet::CheckedSpinBox</name>
    <message>
        <source>Enter a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>&quot;%1&quot; ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1 is not a whole number.</source>
        <translation>%1 ist keine ganze Zahl.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has more decimals than the %n kept here.</source>
        <translation>
            <numerusform>%1 hat mehr Nachkommastellen als die %n, die hier gelten.</numerusform>
            <numerusform>%1 hat mehr Nachkommastellen als die %n, die hier gelten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3; it was not taken.</source>
        <translation>%1 liegt außerhalb von %2 bis %3 und wurde nicht übernommen.</translation>
    </message>
</context>
<context>
    <name>hvnet::CollectExporter</name>
    <message>
        <source>switch &quot;%1&quot;: a name contains a control character, which no file of the kit can carry safely; fix it in the design</source>
        <translation>Switch „%1“: Ein Name enthält ein Steuerzeichen, das keine Datei des Kits sicher tragen kann; korrigieren Sie es im Design</translation>
    </message>
    <message>
        <source>template %1: %2</source>
        <translation>Vorlage %1: %2</translation>
    </message>
    <message>
        <source>two files of the kit would be written to %1; give the nodes and switches distinct names</source>
        <translation>Zwei Dateien des Kits würden nach %1 geschrieben; geben Sie den Knoten und Switches unterschiedliche Namen</translation>
    </message>
</context>
<context>
    <name>hvnet::CommandLine</name>
    <message>
        <source>run every design rule and report the findings</source>
        <translation>alle Designregeln ausführen und die Befunde ausgeben</translation>
    </message>
    <message>
        <source>list the rule catalogue: id, severity, title, rationale, source</source>
        <translation>den Regelkatalog auflisten: ID, Schweregrad, Titel, Begründung, Quelle</translation>
    </message>
    <message>
        <source>list the starter designs</source>
        <translation>die Startdesigns auflisten</translation>
    </message>
    <message>
        <source>write a starter design</source>
        <translation>ein Startdesign schreiben</translation>
    </message>
    <message>
        <source>write a valid synthetic design of that size</source>
        <translation>ein gültiges synthetisches Design dieser Größe schreiben</translation>
    </message>
    <message>
        <source>fill every missing interface address from its subnet</source>
        <translation>jede fehlende Schnittstellenadresse aus ihrem Subnetz ergänzen</translation>
    </message>
    <message>
        <source>Usage: hvnet COMMAND [OPTIONS]

Designs, validates and documents converged Hyper-V networks with RDMA.

Commands:
</source>
        <translation>Aufruf: hvnet BEFEHL [OPTIONEN]

Entwirft, validiert und dokumentiert konvergente Hyper-V-Netzwerke mit RDMA.

Befehle:
</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (commands: %2; see hvnet --help)</source>
        <translation>unbekannter Befehl &quot;%1&quot; (Befehle: %2; siehe hvnet --help)</translation>
    </message>
    <message>
        <source>Usage: hvnet %1

%2.
</source>
        <translation>Aufruf: hvnet %1

%2.
</translation>
    </message>
    <message>
        <source>%1: expected %2 argument(s), got %3; usage: hvnet %4</source>
        <translation>%1: %2 Argument(e) erwartet, %3 erhalten; Aufruf: hvnet %4</translation>
    </message>
    <message>
        <source>write to FILE instead of stdout</source>
        <translation>in FILE statt auf stdout schreiben</translation>
    </message>
    <message>
        <source>new: there is no template &quot;%1&quot; (templates: %2)</source>
        <translation>new: es gibt keine Vorlage &quot;%1&quot; (Vorlagen: %2)</translation>
    </message>
    <message>
        <source>number of Hyper-V hosts</source>
        <translation>Anzahl der Hyper-V-Hosts</translation>
    </message>
    <message>
        <source>nodes of the SOFS cluster: 0, or 2 to 8 (default 4)</source>
        <translation>Knoten des SOFS-Clusters: 0 oder 2 bis 8 (Standard 4)</translation>
    </message>
    <message>
        <source>generate: --%1 expects a whole number, got &quot;%2&quot;</source>
        <translation>generate: --%1 erwartet eine ganze Zahl, erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>generate: %1</source>
        <translation>generate: %1</translation>
    </message>
    <message>
        <source>hvnet: allocate: %1</source>
        <translation>hvnet: allocate: %1</translation>
    </message>
    <message numerus="yes">
        <source>hvnet: allocate: %n address(es) assigned</source>
        <translation>
            <numerusform>hvnet: allocate: %n Adresse zugewiesen</numerusform>
            <numerusform>hvnet: allocate: %n Adressen zugewiesen</numerusform>
        </translation>
    </message>
    <message>
        <source>export even when the design has errors</source>
        <translation>auch exportieren, wenn das Design Fehler enthält</translation>
    </message>
    <message>
        <source>a folder of templates to use before the built-in ones</source>
        <translation>ein Ordner mit Vorlagen, die vor den integrierten verwendet werden</translation>
    </message>
    <message numerus="yes">
        <source>hvnet: export: %1 has %n error(s); fix them (hvnet validate %1) or export anyway with --force</source>
        <translation>
            <numerusform>hvnet: export: %1 hat %n Fehler; beheben Sie ihn (hvnet validate %1) oder exportieren Sie trotzdem mit --force</numerusform>
            <numerusform>hvnet: export: %1 hat %n Fehler; beheben Sie sie (hvnet validate %1) oder exportieren Sie trotzdem mit --force</numerusform>
        </translation>
    </message>
    <message>
        <source>export: %1: %2</source>
        <translation>export: %1: %2</translation>
    </message>
    <message>
        <source>export: %1</source>
        <translation>export: %1</translation>
    </message>
    <message>
        <source>what to write, comma-separated (default: %2): %1</source>
        <translation>was geschrieben wird, durch Kommas getrennt (Standard: %2): %1</translation>
    </message>
    <message>
        <source>the report&apos;s paper: a4 or letter (default: the designer&apos;s setting, else a4)</source>
        <translation>Papierformat des Berichts: a4 oder letter (Standard: die Einstellung des Designers, sonst a4)</translation>
    </message>
    <message>
        <source>print today&apos;s date on the report&apos;s title page</source>
        <translation>das heutige Datum auf die Titelseite des Berichts drucken</translation>
    </message>
    <message>
        <source>append the generated scripts and configurations to the report</source>
        <translation>die erzeugten Skripte und Konfigurationen an den Bericht anhängen</translation>
    </message>
    <message>
        <source>write the deliverables: scripts, switch configurations, the design report and the diagram</source>
        <translation>die Liefergegenstände schreiben: Skripte, Switch-Konfigurationen, den Designbericht und das Diagramm</translation>
    </message>
    <message>
        <source>racks, each with a ToR pair (default: as many as the hosts need)</source>
        <translation>Racks mit je einem ToR-Paar (Standard: so viele, wie die Hosts brauchen)</translation>
    </message>
    <message>
        <source>the folder to write to (default: FILE&apos;s name with -export, next to it)</source>
        <translation>der Ordner, in den geschrieben wird (Standard: der Name von FILE mit -export, daneben)</translation>
    </message>
    <message numerus="yes">
        <source>wrote %n file(s) to %1, listed in %2</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben, aufgeführt in %2</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben, aufgeführt in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>removed %1 (of the previous export, %2)</source>
        <translation>%1 entfernt (aus dem vorigen Export, %2)</translation>
    </message>
    <message>
        <source>export: the report and the diagram are drawn with Qt Gui&apos;s fonts; run hvnet itself, not this library in a console-only process</source>
        <translation>export: Bericht und Diagramm werden mit den Schriften von Qt Gui gezeichnet; führen Sie hvnet selbst aus, nicht diese Bibliothek in einem reinen Konsolenprozess</translation>
    </message>
    <message>
        <source>Evidence in %1:</source>
        <translation>Nachweise in %1:</translation>
    </message>
    <message>
        <source>%1: no evidence, not checked</source>
        <translation>%1: keine Nachweise, nicht geprüft</translation>
    </message>
    <message>
        <source>%1: %2 could not be read</source>
        <translation>%1: %2 konnte nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, differs from the plan (%n object(s) compared)</source>
        <translation>
            <numerusform>%1: %2, weicht vom Plan ab (%n Objekt verglichen)</numerusform>
            <numerusform>%1: %2, weicht vom Plan ab (%n Objekte verglichen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, matches the plan (%n object(s) compared)</source>
        <translation>
            <numerusform>%1: %2, entspricht dem Plan (%n Objekt verglichen)</numerusform>
            <numerusform>%1: %2, entspricht dem Plan (%n Objekte verglichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the evidence folder: the collect kit&apos;s folder with what the hosts and switches wrote into it</source>
        <translation>der Nachweisordner: der Ordner des Erfassungskits mit dem, was die Hosts und Switches hineingeschrieben haben</translation>
    </message>
    <message>
        <source>the plan a cluster is checked against is made from a valid design only</source>
        <translation>der Plan, mit dem ein Cluster verglichen wird, entsteht nur aus einem gültigen Design</translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation>check: %1</translation>
    </message>
    <message>
        <source>hvnet: check: %1 holds no evidence of any node of this design (hosts/&lt;computer name&gt;.json); nothing of the hosts is checked</source>
        <translation>hvnet: check: %1 enthält keine Nachweise für einen Knoten dieses Designs (hosts/&lt;Computername&gt;.json); von den Hosts wird nichts geprüft</translation>
    </message>
    <message>
        <source>the kit&apos;s folder; the scripts write the evidence into it, so it becomes the evidence folder</source>
        <translation>der Ordner des Kits; die Skripte schreiben die Nachweise hinein, so wird er zum Nachweisordner</translation>
    </message>
    <message>
        <source>the kit collects what the design plans, so the design must be valid</source>
        <translation>das Kit erfasst, was das Design plant, also muss das Design gültig sein</translation>
    </message>
    <message>
        <source>collect: %1 is a file, not a folder</source>
        <translation>collect: %1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>collect: %1 has an evidence.json hvnet cannot read; choose another folder or remove it</source>
        <translation>collect: %1 enthält eine evidence.json, die hvnet nicht lesen kann; wählen Sie einen anderen Ordner oder entfernen Sie sie</translation>
    </message>
    <message>
        <source>collect: %1 holds the evidence of the design &quot;%2&quot;, not &quot;%3&quot;; choose another folder</source>
        <translation>collect: %1 enthält die Nachweise des Designs „%2“, nicht „%3“; wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>collect: %1: %2</source>
        <translation>collect: %1: %2</translation>
    </message>
    <message>
        <source>collect: %1</source>
        <translation>collect: %1</translation>
    </message>
    <message numerus="yes">
        <source>wrote the collect kit, %n file(s), to %1</source>
        <translation>
            <numerusform>das Erfassungskit, %n Datei, nach %1 geschrieben</numerusform>
            <numerusform>das Erfassungskit, %n Dateien, nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>kept evidence.json, dated %1 by the administrator</source>
        <translation>evidence.json behalten, vom Administrator auf %1 datiert</translation>
    </message>
    <message>
        <source>Give the folder to the administrator (its README.md says what to do); when it comes back: hvnet check %1 --evidence %2</source>
        <translation>Geben Sie den Ordner dem Administrator (seine README.md sagt, was zu tun ist); wenn er zurückkommt: hvnet check %1 --evidence %2</translation>
    </message>
    <message>
        <source>write the read-only collect kit whose output is the evidence of a running cluster</source>
        <translation>das nur lesende Erfassungskit schreiben, dessen Ausgabe die Nachweise eines laufenden Clusters sind</translation>
    </message>
    <message>
        <source>compare the evidence of a running cluster with the design and report the drift</source>
        <translation>die Nachweise eines laufenden Clusters mit dem Design vergleichen und die Abweichungen melden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 has %n error(s); %3: fix them first (hvnet validate %2)</source>
        <translation>
            <numerusform>%1: %2 hat %n Fehler; %3: beheben Sie ihn zuerst (hvnet validate %2)</numerusform>
            <numerusform>%1: %2 hat %n Fehler; %3: beheben Sie sie zuerst (hvnet validate %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>collect: --templates %1 is not a folder</source>
        <translation>collect: --templates %1 ist kein Ordner</translation>
    </message>
    <message>
        <source>left %1 of an earlier kit in place: no node of the design has that name; remove it so it is not run</source>
        <translation>%1 aus einem früheren Kit belassen: Kein Knoten des Designs hat diesen Namen; entfernen Sie es, damit es nicht ausgeführt wird</translation>
    </message>
    <message>
        <source>build a design from the evidence of a running cluster and list what the evidence cannot tell</source>
        <translation>ein Design aus den Nachweisen eines laufenden Clusters erstellen und auflisten, was die Nachweise nicht sagen können</translation>
    </message>
    <message>
        <source>%1 line %2: </source>
        <translation>%1 Zeile %2: </translation>
    </message>
    <message>
        <source>the evidence folder of a running cluster (hosts/, switches/; docs/live.md)</source>
        <translation>der Nachweisordner eines laufenden Clusters (hosts/, switches/; docs/live.md)</translation>
    </message>
    <message>
        <source>the design file to write</source>
        <translation>die zu schreibende Designdatei</translation>
    </message>
    <message>
        <source>replace FILE when it exists</source>
        <translation>FILE ersetzen, wenn sie existiert</translation>
    </message>
    <message>
        <source>import: %1 exists; hvnet import does not replace a design unless --force is given</source>
        <translation>import: %1 existiert; hvnet import ersetzt ein Design nur mit --force</translation>
    </message>
    <message>
        <source>import: %1: %2</source>
        <translation>import: %1: %2</translation>
    </message>
    <message>
        <source>hvnet: import: %1%2</source>
        <translation>hvnet: import: %1%2</translation>
    </message>
    <message numerus="yes">
        <source>hvnet: import: wrote %1: %n node(s), %2 switch(es), %3 cable(s), %4 subnet(s)</source>
        <translation>
            <numerusform>hvnet: import: %1 geschrieben: %n Knoten, %2 Switch(es), %3 Kabel, %4 Subnetz(e)</numerusform>
            <numerusform>hvnet: import: %1 geschrieben: %n Knoten, %2 Switch(es), %3 Kabel, %4 Subnetz(e)</numerusform>
        </translation>
    </message>
    <message>
        <source>What the evidence cannot tell (decide it in the designer):</source>
        <translation>Was die Nachweise nicht sagen können (im Designer entscheiden):</translation>
    </message>
    <message numerus="yes">
        <source>hvnet: import: the imported design has %n error(s), which the running cluster has too; see hvnet validate %1</source>
        <translation>
            <numerusform>hvnet: import: das importierte Design hat %n Fehler, den auch der laufende Cluster hat; siehe hvnet validate %1</numerusform>
            <numerusform>hvnet: import: das importierte Design hat %n Fehler, die auch der laufende Cluster hat; siehe hvnet validate %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the ToRs&apos; platform (default %1); they are its default model</source>
        <translation>die Plattform der ToR-Switches (Standard %1); sie sind deren Standardmodell</translation>
    </message>
    <message>
        <source>output format: %1 (default text)</source>
        <translation>Ausgabeformat: %1 (Standard text)</translation>
    </message>
    <message>
        <source>
Options:
  --version   print the version and the commit it was built from
  --help      print this help; hvnet COMMAND --help for one command

Exit codes: 0 done, 2 the design has unsuppressed errors (check: the running cluster differs from it with errors), 1 anything else.
</source>
        <translation>
Optionen:
  --version   die Version und den Commit ausgeben, aus dem sie gebaut wurde
  --help      diese Hilfe ausgeben; hvnet BEFEHL --help für einen einzelnen Befehl

Exit-Codes: 0 erledigt, 2 das Design hat nicht unterdrückte Fehler (check: der laufende Cluster weicht mit Fehlern davon ab), 1 alles andere.
</translation>
    </message>
    <message>
        <source>%1: %2 is required: %3</source>
        <translation>%1: %2 ist erforderlich: %3</translation>
    </message>
    <message>
        <source>%1: unknown --%2 &quot;%3&quot; (%4)</source>
        <translation>%1: unbekanntes --%2 &quot;%3&quot; (%4)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed at %1</source>
        <translation>Fehler bei %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>gather the evidence of a running cluster over SSH, then check it against the design</source>
        <translation>die Nachweise eines laufenden Clusters über SSH sammeln und dann gegen das Design prüfen</translation>
    </message>
    <message>
        <source>Runs the collect kit&apos;s script on each node (OpenSSH for Windows) and the collect commands on each switch at the design&apos;s management endpoints, writes the evidence folder hvnet collect describes, and prints what hvnet check finds in it. Host keys must be pinned in the design or known to known_hosts; ~/.ssh/config applies (Host aliases, User, Port, IdentityFile, ProxyJump). A password or passphrase is asked on the terminal and kept in memory only. Exit codes as check; 1 when a target could not be probed.</source>
        <translation>Führt das Skript des Sammelpakets auf jedem Knoten (OpenSSH für Windows) und die Sammelbefehle auf jedem Switch an den Verwaltungsendpunkten des Designs aus, schreibt den Nachweisordner, den hvnet collect beschreibt, und gibt aus, was hvnet check darin findet. Hostschlüssel müssen im Design festgelegt oder in known_hosts bekannt sein; ~/.ssh/config gilt (Host-Aliasse, User, Port, IdentityFile, ProxyJump). Ein Passwort oder eine Passphrase wird am Terminal abgefragt und nur im Speicher gehalten. Exit-Codes wie check; 1, wenn ein Ziel nicht abgefragt werden konnte.</translation>
    </message>
    <message>
        <source>the evidence folder to write</source>
        <translation>der zu schreibende Nachweisordner</translation>
    </message>
    <message>
        <source>probe only these nodes (computer names, comma-separated)</source>
        <translation>nur diese Knoten abfragen (Computernamen, durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>probe only these switches (comma-separated)</source>
        <translation>nur diese Switches abfragen (durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>targets probed at the same time (default 16)</source>
        <translation>gleichzeitig abgefragte Ziele (Standard 16)</translation>
    </message>
    <message>
        <source>also test every planned storage path from each node: ping at the planned MTU, SMB&apos;s ports, SMB Multichannel per instance, RDMA counters around a short read</source>
        <translation>außerdem jeden geplanten Speicherpfad von jedem Knoten aus testen: Ping mit der geplanten MTU, die Ports von SMB, SMB Multichannel je Instanz, RDMA-Zähler um einen kurzen Lesevorgang</translation>
    </message>
    <message>
        <source>with the path tests, a timed transfer on each path that loads the storage network (asks first)</source>
        <translation>mit den Pfadtests eine zeitgesteuerte Übertragung auf jedem Pfad, die das Speichernetz belastet (fragt vorher)</translation>
    </message>
    <message>
        <source>do not ask before --active (needed without a terminal)</source>
        <translation>vor --active nicht fragen (ohne Terminal nötig)</translation>
    </message>
    <message>
        <source>trust host keys not seen before, pin them into the design and save it (never a changed key)</source>
        <translation>bisher unbekannten Hostschlüsseln vertrauen, sie im Design festlegen und es speichern (nie einem geänderten Schlüssel)</translation>
    </message>
    <message>
        <source>probe again every SECONDS into a new timestamped folder under DIR, until interrupted</source>
        <translation>alle SECONDS Sekunden erneut in einen neuen Ordner mit Zeitstempel unter DIR abfragen, bis zum Abbruch</translation>
    </message>
    <message>
        <source>the SSH client configuration to read instead of ~/.ssh/config</source>
        <translation>die SSH-Clientkonfiguration, die statt ~/.ssh/config gelesen wird</translation>
    </message>
    <message>
        <source>seconds to reach a target and agree on keys (default 20)</source>
        <translation>Sekunden, um ein Ziel zu erreichen und die Schlüssel auszuhandeln (Standard 20)</translation>
    </message>
    <message>
        <source>the probe collects what the design plans, so the design must be valid</source>
        <translation>die Abfrage sammelt, was das Design plant; deshalb muss das Design gültig sein</translation>
    </message>
    <message>
        <source>probe: --parallel takes a number of at least 1</source>
        <translation>probe: --parallel erwartet eine Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>probe: a timeout is a number of seconds, at least 1</source>
        <translation>probe: eine Zeitgrenze ist eine Anzahl Sekunden, mindestens 1</translation>
    </message>
    <message>
        <source>probe: --watch takes a number of seconds, at least 1</source>
        <translation>probe: --watch erwartet eine Anzahl Sekunden, mindestens 1</translation>
    </message>
    <message>
        <source>probe: %1 is a file, not a folder</source>
        <translation>probe: %1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>probe: --active loads the storage network and asks first; without a terminal give --yes to go ahead</source>
        <translation>probe: --active belastet das Speichernetz und fragt vorher; ohne Terminal mit --yes fortfahren</translation>
    </message>
    <message>
        <source>--active runs a timed transfer of about 10 seconds on every planned storage path, loading the storage network while it runs. Go ahead? [y/N] </source>
        <translation>--active führt auf jedem geplanten Speicherpfad eine zeitgesteuerte Übertragung von etwa 10 Sekunden aus und belastet dabei das Speichernetz. Fortfahren? [j/N] </translation>
    </message>
    <message>
        <source>y</source>
        <translation>j</translation>
    </message>
    <message>
        <source>probe: not started</source>
        <translation>probe: nicht gestartet</translation>
    </message>
    <message numerus="yes">
        <source>next probe in %n second(s); Ctrl-C ends</source>
        <translation>
            <numerusform>nächste Abfrage in %n Sekunde; Strg+C beendet</numerusform>
            <numerusform>nächste Abfrage in %n Sekunden; Strg+C beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>probe: %1</source>
        <translation>probe: %1</translation>
    </message>
    <message>
        <source>hvnet: probe: %1 has no management endpoint in the design; not probed</source>
        <translation>hvnet: probe: %1 hat keinen Verwaltungsendpunkt im Design; nicht abgefragt</translation>
    </message>
    <message>
        <source>pinned the host key of %1: %2</source>
        <translation>Hostschlüssel von %1 festgelegt: %2</translation>
    </message>
    <message>
        <source>probe: the accepted host keys could not be saved into %1: %2</source>
        <translation>probe: die akzeptierten Hostschlüssel konnten nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>saved %1 with the pinned keys</source>
        <translation>%1 mit den festgelegten Schlüsseln gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>probe: %1 of %n target(s) answered into %2</source>
        <translation>
            <numerusform>probe: %1 von %n Ziel haben in %2 geantwortet</numerusform>
            <numerusform>probe: %1 von %n Zielen haben in %2 geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2): failed at %3: %4</source>
        <translation>%1 (%2): Fehler bei %3: %4</translation>
    </message>
    <message>
        <source>transcripts: %1</source>
        <translation>Protokolle: %1</translation>
    </message>
    <message>
        <source>apply the design to a running cluster over SSH: switches pair by pair, nodes one at a time per cluster</source>
        <translation>das Design über SSH auf einen laufenden Cluster anwenden: Switches Paar für Paar, Knoten einzeln je Cluster</translation>
    </message>
    <message>
        <source>Shows what would change on each switch (the semantic difference to its plan) and each node (its deployment script run with -WhatIf), then applies it: the switches first, one of each redundant pair at a time inside a rollback window, the second only after the first is confirmed; then each node&apos;s deployment script, one node of a cluster at a time, its check script and its path tests. A failure stops its pair or cluster; the rest is skipped with the reason. The summary lists every target and step with its outcome, time and transcript. Exit 0 when every step succeeded, 2 when the design has errors, 3 when a step failed, 4 when a step was refused, 5 when a switch change was rolled back, 6 when cancelled, 1 otherwise.</source>
        <translation>Zeigt, was sich auf jedem Switch (der semantische Unterschied zu seinem Plan) und auf jedem Knoten (sein Bereitstellungsskript, mit -WhatIf ausgeführt) ändern würde, und wendet es dann an: zuerst die Switches, von jedem redundanten Paar jeweils einer innerhalb eines Rollback-Fensters, der zweite erst, nachdem der erste bestätigt ist; dann das Bereitstellungsskript jedes Knotens, jeweils ein Knoten eines Clusters, sein Prüfskript und seine Pfadtests. Ein Fehler stoppt sein Paar oder seinen Cluster; der Rest wird mit Begründung übersprungen. Die Zusammenfassung listet jedes Ziel und jeden Schritt mit Ergebnis, Zeit und Protokoll auf. Exit-Code 0, wenn jeder Schritt erfolgreich war, 2, wenn das Design Fehler hat, 3, wenn ein Schritt fehlgeschlagen ist, 4, wenn ein Schritt abgelehnt wurde, 5, wenn eine Switch-Änderung zurückgerollt wurde, 6 bei Abbruch, sonst 1.</translation>
    </message>
    <message>
        <source>the folder to write the transcripts, the summary (push.json) and the evidence into</source>
        <translation>der Ordner, in den die Protokolle, die Zusammenfassung (push.json) und die Nachweise geschrieben werden</translation>
    </message>
    <message>
        <source>push only to these nodes (computer names, comma-separated)</source>
        <translation>nur auf diese Knoten anwenden (Computernamen, durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>push only to these switches (comma-separated)</source>
        <translation>nur auf diese Switches anwenden (durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>show what would change on every target and change nothing</source>
        <translation>zeigen, was sich auf jedem Ziel ändern würde, und nichts ändern</translation>
    </message>
    <message>
        <source>seconds a switch change stays before it rolls back by itself unless confirmed (default 300)</source>
        <translation>Sekunden, die eine Switch-Änderung bestehen bleibt, bevor sie ohne Bestätigung von selbst zurückgerollt wird (Standard 300)</translation>
    </message>
    <message>
        <source>clusters and switch pairs pushed at the same time (default 16)</source>
        <translation>gleichzeitig bearbeitete Cluster und Switch-Paare (Standard 16)</translation>
    </message>
    <message>
        <source>do not ask before changing the devices (needed without a terminal)</source>
        <translation>vor dem Ändern der Geräte nicht fragen (ohne Terminal nötig)</translation>
    </message>
    <message>
        <source>let a node&apos;s script run steps that cut an administrator&apos;s session (-AllowDisruption); only over an out-of-band endpoint</source>
        <translation>das Skript eines Knotens Schritte ausführen lassen, die die Sitzung eines Administrators trennen (-AllowDisruption); nur über einen Out-of-Band-Endpunkt</translation>
    </message>
    <message>
        <source>do not run the nodes&apos; path tests after their check</source>
        <translation>die Pfadtests der Knoten nach ihrer Prüfung nicht ausführen</translation>
    </message>
    <message>
        <source>the push applies what the design plans, so the design must be valid</source>
        <translation>die Bereitstellung wendet an, was das Design plant; deshalb muss das Design gültig sein</translation>
    </message>
    <message>
        <source>push: --parallel takes a number of at least 1</source>
        <translation>push: --parallel erwartet eine Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>push: a timeout is a number of seconds, at least 1 (--confirm-timeout at least 30)</source>
        <translation>push: eine Zeitgrenze ist eine Anzahl Sekunden, mindestens 1 (--confirm-timeout mindestens 30)</translation>
    </message>
    <message>
        <source>push: %1 is a file, not a folder</source>
        <translation>push: %1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>push: changes running switches and nodes and asks first; without a terminal run --dry-run to see the difference, then give --yes</source>
        <translation>push: ändert laufende Switches und Knoten und fragt vorher; ohne Terminal zuerst mit --dry-run den Unterschied ansehen, dann mit --yes fortfahren</translation>
    </message>
    <message>
        <source>Apply these changes now? [y/N] </source>
        <translation>Diese Änderungen jetzt anwenden? [j/N] </translation>
    </message>
    <message>
        <source>push: not started</source>
        <translation>push: nicht gestartet</translation>
    </message>
    <message>
        <source>push: %1</source>
        <translation>push: %1</translation>
    </message>
    <message>
        <source>hvnet: push: %1 has no management endpoint in the design; not pushed</source>
        <translation>hvnet: push: %1 hat keinen Verwaltungsendpunkt im Design; nicht bereitgestellt</translation>
    </message>
    <message>
        <source>push: the accepted host keys could not be saved into %1: %2</source>
        <translation>push: die akzeptierten Hostschlüssel konnten nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>summary and evidence: %1</source>
        <translation>Zusammenfassung und Nachweise: %1</translation>
    </message>
    <message>
        <source>push --dry-run: what would change</source>
        <translation>push --dry-run: was sich ändern würde</translation>
    </message>
    <message>
        <source>push: what changed</source>
        <translation>push: was sich geändert hat</translation>
    </message>
    <message>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>STEP</source>
        <translation>SCHRITT</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>ERGEBNIS</translation>
    </message>
    <message>
        <source>ELAPSED</source>
        <translation>DAUER</translation>
    </message>
    <message>
        <source>TRANSCRIPT</source>
        <translation>PROTOKOLL</translation>
    </message>
    <message numerus="yes">
        <source>push: %1 of %n target(s) done</source>
        <translation>
            <numerusform>push: %1 von %n Ziel fertig</numerusform>
            <numerusform>push: %1 von %n Zielen fertig</numerusform>
        </translation>
    </message>
    <message>
        <source>seconds a command on a target may take (default %1)</source>
        <translation>Sekunden, die ein Befehl auf einem Ziel dauern darf (Standard %1)</translation>
    </message>
</context>
<context>
    <name>hvnet::ConnectDialog</name>
    <message>
        <source>%1: free</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <source>%1: to %2</source>
        <translation>%1: zu %2</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>V&amp;on:</translation>
    </message>
    <message>
        <source>Adapter or &amp;port:</source>
        <translation>Adapter oder &amp;Port:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Nach:</translation>
    </message>
    <message>
        <source>Adapter or p&amp;ort:</source>
        <translation>Adapter oder Po&amp;rt:</translation>
    </message>
    <message>
        <source>Choose an adapter or port at both ends.</source>
        <translation>Wählen Sie an beiden Enden einen Adapter oder Port.</translation>
    </message>
</context>
<context>
    <name>hvnet::CumulusEvidenceReader</name>
    <message>
        <source>no &quot;lldp&quot; member: not the JSON of &apos;lldpctl -f json&apos;</source>
        <translation>kein Element &quot;lldp&quot;: nicht das JSON von &apos;lldpctl -f json&apos;</translation>
    </message>
</context>
<context>
    <name>hvnet::DeployDialog</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Bereitstellen</translation>
    </message>
    <message>
        <source>Applies the design to the running switches and nodes at their management endpoints. Preview first: it shows what would change on each target and changes nothing. Deploy then applies it: the switches first, one of each redundant pair at a time with a rollback window, then the nodes, one node of a cluster at a time, each checked before the next. A failure stops its pair or cluster.</source>
        <translation>Wendet das Design über ihre Verwaltungsendpunkte auf die laufenden Switches und Knoten an. Zuerst die Vorschau: Sie zeigt, was sich auf jedem Ziel ändern würde, und ändert nichts. „Bereitstellen“ wendet es dann an: zuerst die Switches, von jedem redundanten Paar jeweils einer mit einem Rollback-Fenster, dann die Knoten, jeweils ein Knoten eines Clusters, jeder geprüft, bevor der nächste folgt. Ein Fehler stoppt sein Paar oder seinen Cluster.</translation>
    </message>
    <message>
        <source>a new folder beside the design for each run</source>
        <translation>für jeden Lauf ein neuer Ordner neben dem Design</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Push Folder</source>
        <translation>Bereitstellungsordner</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Allow steps that cut an administrator&apos;s session (only over an out-of-band endpoint)</source>
        <translation>Schritte erlauben, die die Sitzung eines Administrators trennen (nur über einen Out-of-Band-Endpunkt)</translation>
    </message>
    <message>
        <source>Test the storage pa&amp;ths of each node after its check</source>
        <translation>Speicher&amp;pfade jedes Knotens nach seiner Prüfung testen</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>SSH &amp;configuration:</source>
        <translation>SSH-&amp;Konfiguration:</translation>
    </message>
    <message>
        <source>Clusters and pairs at the &amp;same time:</source>
        <translation>Cluster und Paare &amp;gleichzeitig:</translation>
    </message>
    <message>
        <source>Switch &amp;rollback window:</source>
        <translation>Switch-&amp;Rollback-Fenster:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What changes on the target chosen above, its steps and its transcript</source>
        <translation>Was sich auf dem oben gewählten Ziel ändert, seine Schritte und sein Protokoll</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>&amp;Deploy</source>
        <translation>&amp;Bereitstellen</translation>
    </message>
    <message>
        <source>Applies what the preview showed; asks first</source>
        <translation>Wendet an, was die Vorschau gezeigt hat; fragt vorher</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message numerus="yes">
        <source>Apply the changes the preview showed to %n target(s)? Switches roll back by themselves unless confirmed; a failure stops its pair or cluster.</source>
        <translation>
            <numerusform>Die Änderungen, die die Vorschau gezeigt hat, auf %n Ziel anwenden? Switches machen die Änderung von selbst rückgängig, sofern sie nicht bestätigt wird; ein Fehler stoppt sein Paar oder seinen Cluster.</numerusform>
            <numerusform>Die Änderungen, die die Vorschau gezeigt hat, auf %n Ziele anwenden? Switches machen die Änderung von selbst rückgängig, sofern sie nicht bestätigt wird; ein Fehler stoppt sein Paar oder seinen Cluster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The design has %n error(s): the push applies what the design plans, so fix them first (Design &gt; Validate Now).</source>
        <translation>
            <numerusform>Das Design hat %n Fehler: die Bereitstellung wendet an, was das Design plant; beheben Sie ihn zuerst (Design &gt; Jetzt validieren).</numerusform>
            <numerusform>Das Design hat %n Fehler: die Bereitstellung wendet an, was das Design plant; beheben Sie sie zuerst (Design &gt; Jetzt validieren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Previewing %n target(s)...</source>
        <translation>
            <numerusform>Vorschau für %n Ziel...</numerusform>
            <numerusform>Vorschau für %n Ziele...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deploying to %n target(s)...</source>
        <translation>
            <numerusform>Bereitstellung auf %n Ziel...</numerusform>
            <numerusform>Bereitstellung auf %n Zielen...</numerusform>
        </translation>
    </message>
    <message>
        <source>Without a management endpoint, left out: %1</source>
        <translation>Ohne Verwaltungsendpunkt, ausgelassen: %1</translation>
    </message>
    <message>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to make</source>
        <translation>
            <numerusform>%n ausstehende Änderung</numerusform>
            <numerusform>%n ausstehende Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) made</source>
        <translation>
            <numerusform>%n Änderung vorgenommen</numerusform>
            <numerusform>%n Änderungen vorgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed at %2</source>
        <translation>%1 bei %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The folder could not be written: %1</source>
        <translation>Der Ordner konnte nicht geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %1 of %n target(s) read; nothing was changed. Choose a target to see what would change.</source>
        <translation>
            <numerusform>Vorschau: %1 von %n Ziel gelesen; nichts wurde geändert. Wählen Sie ein Ziel, um zu sehen, was sich ändern würde.</numerusform>
            <numerusform>Vorschau: %1 von %n Zielen gelesen; nichts wurde geändert. Wählen Sie ein Ziel, um zu sehen, was sich ändern würde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deploy applies it.</source>
        <translation>„Bereitstellen“ wendet es an.</translation>
    </message>
    <message numerus="yes">
        <source>Deployed: %1 of %n target(s) done; summary and transcripts in %2</source>
        <translation>
            <numerusform>Bereitgestellt: %1 von %n Ziel fertig; Zusammenfassung und Protokolle in %2</numerusform>
            <numerusform>Bereitgestellt: %1 von %n Zielen fertig; Zusammenfassung und Protokolle in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The design is checked against what the nodes answered: see the Live dock.</source>
        <translation>Das Design ist gegen die Antworten der Knoten geprüft: siehe das Live-Dock.</translation>
    </message>
    <message>
        <source>Stopped: the targets not done were cancelled or left as they were.</source>
        <translation>Gestoppt: die nicht fertigen Ziele wurden abgebrochen oder unverändert gelassen.</translation>
    </message>
    <message>
        <source>Not done: %1.</source>
        <translation>Nicht fertig: %1.</translation>
    </message>
    <message>
        <source>Stopping: each target stops at its next step...</source>
        <translation>Wird gestoppt: jedes Ziel hält bei seinem nächsten Schritt an...</translation>
    </message>
    <message>
        <source>What would change on %1:</source>
        <translation>Was sich auf %1 ändern würde:</translation>
    </message>
    <message>
        <source>What changed on %1:</source>
        <translation>Was sich auf %1 geändert hat:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignActions</name>
    <message>
        <source>The clipboard holds no usable design: %1</source>
        <translation>Die Zwischenablage enthält kein verwendbares Design: %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n object(s)</source>
        <translation>
            <numerusform>%n Objekt einfügen</numerusform>
            <numerusform>%n Objekte einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n host(s) like %1</source>
        <translation>
            <numerusform>%n Host wie %1 hinzufügen</numerusform>
            <numerusform>%n Hosts wie %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to other nodes were not repeated.</source>
        <translation>
            <numerusform>%n Kabel zu anderen Knoten wurde nicht übernommen.</numerusform>
            <numerusform>%n Kabel zu anderen Knoten wurden nicht übernommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add adapter %1 to %2</source>
        <translation>Adapter %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Add interface %1 to %2</source>
        <translation>Schnittstelle %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Remove adapter %1 from %2</source>
        <translation>Adapter %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>Remove adapter %1</source>
        <translation>Adapter %1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n port(s) to %1</source>
        <translation>
            <numerusform>%n Port zu %1 hinzufügen</numerusform>
            <numerusform>%n Ports zu %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove port %1 from %2</source>
        <translation>Port %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>Remove port %1</source>
        <translation>Port %1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n node(s) to cluster %1</source>
        <translation>
            <numerusform>%n Knoten zu Cluster %1 hinzufügen</numerusform>
            <numerusform>%n Knoten zu Cluster %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>New cluster %1</source>
        <translation>Neuer Cluster %1</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n node(s) from their clusters</source>
        <translation>
            <numerusform>%n Knoten aus seinen Clustern entfernen</numerusform>
            <numerusform>%n Knoten aus ihren Clustern entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept %1 finding</source>
        <translation>Befund %1 akzeptieren</translation>
    </message>
    <message>
        <source>Auto-layout</source>
        <translation>Automatisches Layout</translation>
    </message>
    <message numerus="yes">
        <source>Allocate %n address(es)</source>
        <translation>
            <numerusform>%n Adresse zuweisen</numerusform>
            <numerusform>%n Adressen zuweisen</numerusform>
        </translation>
    </message>
    <message>
        <source>No interface added: %1.</source>
        <translation>Keine Schnittstelle hinzugefügt: %1.</translation>
    </message>
    <message>
        <source>Adapter %1 not removed: %2.</source>
        <translation>Adapter %1 nicht entfernt: %2.</translation>
    </message>
    <message>
        <source>Remove interface %1 from %2</source>
        <translation>Schnittstelle %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>cable %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>membership of %1</source>
        <translation>Mitgliedschaft in %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Delete %1 with %2</source>
        <translation>%1 mit %2 löschen</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>Allocate %1 and renumber %n address(es)</source>
        <translation>
            <numerusform>%1 Adressen zuweisen und %n umnummerieren</numerusform>
            <numerusform>%1 Adressen zuweisen und %n umnummerieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocate addresses</source>
        <translation>Adressen zuweisen</translation>
    </message>
    <message numerus="yes">
        <source>%1 and renumber %n address(es)</source>
        <translation>
            <numerusform>%1 und %n Adresse umnummerieren</numerusform>
            <numerusform>%1 und %n Adressen umnummerieren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: add SET vSwitch %2 over %3</source>
        <translation>%1: SET-vSwitch %2 über %3 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Import IP plan: %n interface(s) changed</source>
        <translation>
            <numerusform>IP-Plan importiert: %n Schnittstelle geändert</numerusform>
            <numerusform>IP-Plan importiert: %n Schnittstellen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply %1&apos;s profile to %2</source>
        <translation>Profil von %1 auf %2 anwenden</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n note(s)</source>
        <translation>
            <numerusform>%n Notiz löschen</numerusform>
            <numerusform>%n Notizen löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>%1 has no adapters for a vSwitch: add adapters first.</source>
        <translation>%1 hat keine Adapter für einen vSwitch: zuerst Adapter hinzufügen.</translation>
    </message>
    <message>
        <source>The design has no subnets yet: add them in Design &gt; Subnets and VLANs first.</source>
        <translation>Das Design hat noch keine Subnetze: zuerst unter Design &gt; Subnetze und VLANs anlegen.</translation>
    </message>
    <message>
        <source>%1 has a vSwitch and an interface in every subnet already: nothing to change.</source>
        <translation>%1 hat bereits einen vSwitch und in jedem Subnetz eine Schnittstelle: nichts zu ändern.</translation>
    </message>
    <message>
        <source>Converged setup not made: %1.</source>
        <translation>Konvergente Einrichtung nicht vorgenommen: %1.</translation>
    </message>
    <message>
        <source>%1: add vNICs %2</source>
        <translation>%1: vNICs %2 hinzufügen</translation>
    </message>
    <message>
        <source>%1: add SET vSwitch %2 over %3 with vNICs %4</source>
        <translation>%1: SET-vSwitch %2 über %3 mit vNICs %4 hinzufügen</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignDialogs</name>
    <message numerus="yes">
        <source>Added %n host(s) like %1.</source>
        <translation>
            <numerusform>%n Host wie %1 hinzugefügt.</numerusform>
            <numerusform>%n Hosts wie %1 hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Cluster</source>
        <translation>Neuer Cluster</translation>
    </message>
    <message>
        <source>Cluster name:</source>
        <translation>Clustername:</translation>
    </message>
    <message>
        <source>Cluster%1</source>
        <translation>Cluster%1</translation>
    </message>
    <message numerus="yes">
        <source>Allocated %1 address(es) and moved %n into their subnets.</source>
        <translation>
            <numerusform>%1 Adresse(n) zugewiesen und %n in ihr Subnetz verschoben.</numerusform>
            <numerusform>%1 Adresse(n) zugewiesen und %n in ihre Subnetze verschoben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allocated %n address(es).</source>
        <translation>
            <numerusform>%n Adresse zugewiesen.</numerusform>
            <numerusform>%n Adressen zugewiesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocate Addresses</source>
        <translation>Adressen zuweisen</translation>
    </message>
    <message>
        <source>Some interfaces are left without one:</source>
        <translation>Einige Schnittstellen bleiben ohne Adresse:</translation>
    </message>
    <message>
        <source>Edit subnets and VLANs</source>
        <translation>Subnetze und VLANs bearbeiten</translation>
    </message>
    <message>
        <source>Edit QoS policy</source>
        <translation>QoS-Richtlinie bearbeiten</translation>
    </message>
    <message>
        <source>Accept Finding</source>
        <translation>Befund akzeptieren</translation>
    </message>
    <message>
        <source>Why is %1 acceptable in this design? The reason is kept in the design and printed in the report.</source>
        <translation>Warum ist %1 in diesem Design akzeptabel? Die Begründung wird im Design gespeichert und im Bericht ausgegeben.</translation>
    </message>
    <message>
        <source>A finding is accepted with a reason only.</source>
        <translation>Ein Befund kann nur mit Begründung akzeptiert werden.</translation>
    </message>
    <message>
        <source>design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>%1 IP plan.csv</source>
        <translation>%1 IP-Plan.csv</translation>
    </message>
    <message>
        <source>Export IP Plan</source>
        <translation>IP-Plan exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The IP plan was not written: %1</source>
        <translation>Der IP-Plan wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>IP plan written to %1</source>
        <translation>IP-Plan nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Import IP Plan</source>
        <translation>IP-Plan importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was changed: %1 has %n problem(s).</source>
        <translation>
            <numerusform>Nichts wurde geändert: %1 hat %n Problem.</numerusform>
            <numerusform>Nichts wurde geändert: %1 hat %n Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IP plan matches the design: nothing to change.</source>
        <translation>Der IP-Plan entspricht dem Entwurf: nichts zu ändern.</translation>
    </message>
    <message numerus="yes">
        <source>IP plan imported: %n interface(s) changed.</source>
        <translation>
            <numerusform>IP-Plan importiert: %n Schnittstelle geändert.</numerusform>
            <numerusform>IP-Plan importiert: %n Schnittstellen geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hosts have %1&apos;s profile already: nothing to change.</source>
        <translation>Die Hosts haben das Profil von %1 bereits: nichts zu ändern.</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) now have %1&apos;s profile.</source>
        <translation>
            <numerusform>%n Host hat jetzt das Profil von %1.</numerusform>
            <numerusform>%n Hosts haben jetzt das Profil von %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Note (kept in the design and printed in the report):</source>
        <translation>Notiz (wird im Entwurf gespeichert und im Bericht gedruckt):</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignDocument</name>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignEdits</name>
    <message>
        <source>team %1 names %2, which is not an adapter of %3</source>
        <translation>Team %1 nennt %2, das kein Adapter von %3 ist</translation>
    </message>
    <message>
        <source>vSwitch %1 names %2, which is not an adapter or team of %3</source>
        <translation>vSwitch %1 nennt %2, das weder ein Adapter noch ein Team von %3 ist</translation>
    </message>
    <message>
        <source>interface %1 is attached to nothing; add the adapter, team or vSwitch first</source>
        <translation>Schnittstelle %1 ist an nichts angebunden; fügen Sie zuerst den Adapter, das Team oder den vSwitch hinzu</translation>
    </message>
    <message>
        <source>interface %1 maps to %2, which is not an adapter of %3</source>
        <translation>Schnittstelle %1 ist %2 zugeordnet, das kein Adapter von %3 ist</translation>
    </message>
    <message>
        <source>interface %1: 802.1p tagging is set on host vNICs only</source>
        <translation>Schnittstelle %1: 802.1p-Tagging wird nur auf Host-vNICs festgelegt</translation>
    </message>
    <message>
        <source>vSwitch %1 has either adapters or exactly one team as uplinks</source>
        <translation>vSwitch %1 hat als Uplinks entweder Adapter oder genau ein Team</translation>
    </message>
    <message>
        <source>the SSH host key of %1 is a fingerprint starting with &quot;SHA256:&quot;</source>
        <translation>der SSH-Hostschlüssel von %1 ist ein Fingerabdruck, der mit &quot;SHA256:&quot; beginnt</translation>
    </message>
    <message>
        <source>an SMB constraint of %1 names %2, which is no interface</source>
        <translation>eine SMB-Einschränkung von %1 nennt %2, das keine Schnittstelle ist</translation>
    </message>
    <message>
        <source>%1 is not an 802.1p priority (0 to 7)</source>
        <translation>%1 ist keine 802.1p-Priorität (0 bis 7)</translation>
    </message>
    <message>
        <source>port %1: %2 is not a VLAN (1 to 4094)</source>
        <translation>Port %1: %2 ist kein VLAN (1 bis 4094)</translation>
    </message>
    <message>
        <source>interface %1 names a subnet that is not in the design</source>
        <translation>Schnittstelle %1 nennt ein Subnetz, das nicht im Design ist</translation>
    </message>
    <message>
        <source>%1 %2 is not cabled: %3.</source>
        <translation>%1 %2 wird nicht verkabelt: %3.</translation>
    </message>
    <message>
        <source>vSwitch %1 has a teaming mode without SET; an LBFO team states its mode on the team</source>
        <translation>vSwitch %1 hat einen Teaming-Modus ohne SET; ein LBFO-Team nennt seinen Modus am Team</translation>
    </message>
    <message>
        <source>%1: the redundancy domain needs this switch&apos;s keepalive address (IPv4) first</source>
        <translation>%1: die Redundanzdomäne braucht zuerst die Keepalive-Adresse dieses Switches (IPv4)</translation>
    </message>
    <message>
        <source>%1 is not a redundancy domain id (1 to 255)</source>
        <translation>%1 ist keine Kennung einer Redundanzdomäne (1 bis 255)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a VRF name (a letter, then up to 31 letters, digits, _ or -)</source>
        <translation>„%1“ ist kein VRF-Name (ein Buchstabe, dann bis zu 31 Buchstaben, Ziffern, _ oder -)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a MAC address (six pairs of hex digits joined by colons)</source>
        <translation>„%1“ ist keine MAC-Adresse (sechs Paare Hexadezimalziffern, durch Doppelpunkte verbunden)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address with its prefix length, such as 169.254.0.1/30</source>
        <translation>„%1“ ist keine Adresse mit Präfixlänge wie 169.254.0.1/30</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignFile</name>
    <message>
        <source>cannot open the file: %1</source>
        <translation>Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>not saved, the design would not open again: %1</source>
        <translation>nicht gespeichert, das Design ließe sich nicht wieder öffnen: %1</translation>
    </message>
    <message>
        <source>the file is %1 MiB; hvnet reads designs of up to %2 MiB</source>
        <translation>die Datei hat %1 MiB; hvnet liest Designs bis %2 MiB</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignFiles</name>
    <message>
        <source>Open Design</source>
        <translation>Design öffnen</translation>
    </message>
    <message>
        <source>hvnet designs (*.hvnet);;All files (*)</source>
        <translation>hvnet-Designs (*.hvnet);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Open Design</source>
        <translation>Design kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>Design speichern unter</translation>
    </message>
    <message>
        <source>hvnet designs (*.hvnet)</source>
        <translation>hvnet-Designs (*.hvnet)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 enthält nicht gespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Cannot Save Design</source>
        <translation>Design kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1

The previous file, if any, is unchanged.</source>
        <translation>%1

Die vorherige Datei, sofern vorhanden, ist unverändert.</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Nicht gespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>hvnet did not close properly. Unsaved changes to %1 were kept from %2.</source>
        <translation>hvnet wurde nicht ordnungsgemäß beendet. Nicht gespeicherte Änderungen an %1 vom %2 wurden aufbewahrt.</translation>
    </message>
    <message>
        <source>The design had not been saved yet.</source>
        <translation>Das Design war noch nie gespeichert worden.</translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation>Zugehörige Datei: %1</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>&amp;Später fragen</translation>
    </message>
    <message>
        <source>Cannot Recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1.</source>
        <translation>Nicht gespeicherte Änderungen an %1 wiederhergestellt.</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignGenerator</name>
    <message>
        <source>the number of hosts must be 1 to %1</source>
        <translation>die Anzahl der Hosts muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>an SOFS cluster has 2 to 8 nodes (or 0 for none)</source>
        <translation>ein SOFS-Cluster hat 2 bis 8 Knoten (oder 0 für keinen)</translation>
    </message>
    <message>
        <source>there cannot be more racks than hosts</source>
        <translation>es kann nicht mehr Racks als Hosts geben</translation>
    </message>
    <message>
        <source>the number of racks must be 1 to %1 (%2 hosts need %3)</source>
        <translation>die Anzahl der Racks muss zwischen 1 und %1 liegen (%2 Hosts brauchen %3)</translation>
    </message>
    <message>
        <source>%1 hosts in %2 racks are too many for a %3 ToR pair, which has room for %4 hosts a rack (with a %5-node SOFS); use --racks %6 or more</source>
        <translation>%1 Hosts in %2 Racks sind zu viele für ein ToR-Paar %3, das Platz für %4 Hosts je Rack bietet (mit einem SOFS aus %5 Knoten); verwenden Sie --racks %6 oder mehr</translation>
    </message>
    <message>
        <source>48-port</source>
        <translation>mit 48 Ports</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignReader</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>the key appears twice in one object</source>
        <translation>der Schlüssel kommt in einem Objekt doppelt vor</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (expected one of: %2)</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; (erwartet wird einer von: %2)</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation>erforderlicher Schlüssel &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>a boolean (true or false)</source>
        <translation>ein boolescher Wert (true oder false)</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>&quot;%1&quot; ist keiner der Werte: %2</translation>
    </message>
    <message>
        <source>expected &quot;hvnet-design&quot;; this is not an hvnet design file</source>
        <translation>erwartet wurde &quot;hvnet-design&quot;; dies ist keine hvnet-Designdatei</translation>
    </message>
    <message>
        <source>the file has format version %1, this hvnet reads version %2; open it with a newer hvnet</source>
        <translation>die Datei hat die Formatversion %1, dieses hvnet liest Version %2; öffnen Sie sie mit einem neueren hvnet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use ASCII letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>&quot;%1&quot; ist keine gültige ID (verwenden Sie ASCII-Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;)</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first used at %2)</source>
        <translation>doppelte ID &quot;%1&quot; (zuerst verwendet bei %2)</translation>
    </message>
    <message>
        <source>expected a pinned fingerprint starting with &quot;SHA256:&quot;</source>
        <translation>erwartet wird ein gepinnter Fingerabdruck, der mit &quot;SHA256:&quot; beginnt</translation>
    </message>
    <message>
        <source>a class with traffic &quot;custom&quot; needs a &quot;port&quot;</source>
        <translation>eine Klasse mit Datenverkehr &quot;custom&quot; benötigt einen &quot;port&quot;</translation>
    </message>
    <message>
        <source>&quot;port&quot; is only for traffic &quot;custom&quot;</source>
        <translation>&quot;port&quot; gibt es nur für Datenverkehr &quot;custom&quot;</translation>
    </message>
    <message>
        <source>the speed must be greater than 0</source>
        <translation>die Geschwindigkeit muss größer als 0 sein</translation>
    </message>
    <message>
        <source>&quot;attach&quot; needs exactly one of &quot;adapter&quot;, &quot;team&quot; or &quot;vswitch&quot;</source>
        <translation>&quot;attach&quot; benötigt genau eines von &quot;adapter&quot;, &quot;team&quot; oder &quot;vswitch&quot;</translation>
    </message>
    <message>
        <source>&quot;teamMapping&quot; is only for host vNICs (attach to a &quot;vswitch&quot;)</source>
        <translation>&quot;teamMapping&quot; gibt es nur für Host-vNICs (attach an einen &quot;vswitch&quot;)</translation>
    </message>
    <message>
        <source>&quot;ieeePriorityTag&quot; is only for host vNICs (attach to a &quot;vswitch&quot;)</source>
        <translation>&quot;ieeePriorityTag&quot; gibt es nur für Host-vNICs (attach an einen &quot;vswitch&quot;)</translation>
    </message>
    <message>
        <source>an object of &quot;&lt;priority&gt;&quot;: percent</source>
        <translation>ein Objekt aus &quot;&lt;priority&gt;&quot;: Prozent</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a priority (0 to 7)</source>
        <translation>&quot;%1&quot; ist keine Priorität (0 bis 7)</translation>
    </message>
    <message>
        <source>a link cannot join &quot;%1&quot; to itself</source>
        <translation>eine Verbindung kann &quot;%1&quot; nicht mit sich selbst verbinden</translation>
    </message>
    <message>
        <source>a suppression needs a reason</source>
        <translation>eine Unterdrückung benötigt eine Begründung</translation>
    </message>
    <message>
        <source>an object of positions</source>
        <translation>ein Objekt mit Positionen</translation>
    </message>
    <message>
        <source>a subnet</source>
        <translation>ein Subnetz</translation>
    </message>
    <message>
        <source>a cluster</source>
        <translation>ein Cluster</translation>
    </message>
    <message>
        <source>a node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <source>an adapter</source>
        <translation>ein Adapter</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>ein Team</translation>
    </message>
    <message>
        <source>a vswitch</source>
        <translation>ein vSwitch</translation>
    </message>
    <message>
        <source>an interface</source>
        <translation>eine Schnittstelle</translation>
    </message>
    <message>
        <source>a switch</source>
        <translation>ein Switch</translation>
    </message>
    <message>
        <source>a switch port</source>
        <translation>ein Switch-Port</translation>
    </message>
    <message>
        <source>a link</source>
        <translation>eine Verbindung</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the id of %2 in this design</source>
        <translation>&quot;%1&quot; ist keine ID in diesem Design (erwartet: %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, expected %3</source>
        <translation>&quot;%1&quot; ist %2, erwartet: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to another node; expected %2 of this node</source>
        <translation>&quot;%1&quot; gehört zu einem anderen Knoten; erwartet: %2 dieses Knotens</translation>
    </message>
    <message>
        <source>a vswitch has either adapters or exactly one team as uplinks</source>
        <translation>ein vSwitch hat als Uplinks entweder Adapter oder genau ein Team</translation>
    </message>
    <message>
        <source>a peer-link joins two switch ports</source>
        <translation>ein Peer-Link verbindet zwei Switch-Ports</translation>
    </message>
    <message>
        <source>&quot;teamingMode&quot; is only for a vSwitch with &quot;embeddedTeaming&quot; (SET); an LBFO team states its mode on the team</source>
        <translation>&quot;teamingMode&quot; gibt es nur für einen vSwitch mit &quot;embeddedTeaming&quot; (SET); ein LBFO-Team nennt seinen Modus am Team</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address</source>
        <translation>„%1“ ist keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>a VRF name is a letter, then up to 31 letters, digits, _ or -</source>
        <translation>ein VRF-Name ist ein Buchstabe, dann bis zu 31 Buchstaben, Ziffern, _ oder -</translation>
    </message>
    <message>
        <source>a MAC address is six pairs of hex digits joined by colons</source>
        <translation>eine MAC-Adresse besteht aus sechs Paaren Hexadezimalziffern, durch Doppelpunkte verbunden</translation>
    </message>
    <message>
        <source>an address with its prefix length is needed, such as 169.254.0.1/30</source>
        <translation>eine Adresse mit Präfixlänge wird gebraucht, etwa 169.254.0.1/30</translation>
    </message>
    <message>
        <source>an unresolved merge conflict (%1): resolve it in git before opening the design</source>
        <translation>ein ungelöster Merge-Konflikt (%1): lösen Sie ihn in git auf, bevor Sie das Design öffnen</translation>
    </message>
    <message>
        <source>JSON has no comments</source>
        <translation>JSON kennt keine Kommentare</translation>
    </message>
    <message>
        <source>JSON strings and keys take double quotes</source>
        <translation>JSON-Zeichenketten und -Schlüssel stehen in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>a key takes double quotes</source>
        <translation>ein Schlüssel steht in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>the text is not UTF-8 (byte 0x%1): save the file as UTF-8</source>
        <translation>der Text ist kein UTF-8 (Byte 0x%1): speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>the file is empty; a design is a JSON object starting with {</source>
        <translation>die Datei ist leer; ein Design ist ein JSON-Objekt, das mit { beginnt</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; hvnet reads designs in UTF-8: save it as UTF-8</source>
        <translation>die Datei ist UTF-16-Text; hvnet liest Designs in UTF-8: speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>the file is %1 MiB; hvnet reads designs of up to %2 MiB</source>
        <translation>die Datei hat %1 MiB; hvnet liest Designs bis %2 MiB</translation>
    </message>
    <message>
        <source>JSON nested more than %1 levels deep; a design needs far fewer</source>
        <translation>JSON mehr als %1 Ebenen tief verschachtelt; ein Design braucht weit weniger</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>eine Notiz</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignScene</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>%n Objekt verschieben</numerusform>
            <numerusform>%n Objekte verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (VLAN %2)</source>
        <translation>%1 (VLAN %2)</translation>
    </message>
    <message>
        <source>%1 (untagged)</source>
        <translation>%1 (untagged)</translation>
    </message>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Connected %1 to %2</source>
        <translation>%1 mit %2 verbunden</translation>
    </message>
    <message>
        <source>Connected %1 to %2; the new server&apos;s adapters now run at %3 Gb/s like the port.</source>
        <translation>%1 mit %2 verbunden; die Adapter des neuen Servers laufen jetzt wie der Port mit %3 Gbit/s.</translation>
    </message>
    <message>
        <source>every stage passed</source>
        <translation>alle Stufen bestanden</translation>
    </message>
    <message>
        <source>failed at the %1 stage (%2)</source>
        <translation>Fehler in der Stufe %1 (%2)</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Storage path %1: %2</source>
        <translation>Speicherpfad %1: %2</translation>
    </message>
    <message>
        <source>; %1 Gb/s of the link&apos;s %2 Gb/s</source>
        <translation>; %1 Gbit/s der %2 Gbit/s der Verbindung</translation>
    </message>
    <message>
        <source>, %1 µs per I/O</source>
        <translation>, %1 µs je E/A</translation>
    </message>
    <message>
        <source>Cable of %1: %2 -&gt; %3</source>
        <translation>Kabel von %1: %2 -&gt; %3</translation>
    </message>
</context>
<context>
    <name>hvnet::DesignView</name>
    <message>
        <source>Peer-link</source>
        <translation>Peer-Link</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Live check</source>
        <translation>Live-Abgleich</translation>
    </message>
</context>
<context>
    <name>hvnet::EosEvidenceReader</name>
    <message>
        <source>no lldpNeighbors object: not the JSON of &apos;show lldp neighbors detail&apos;</source>
        <translation>kein Objekt lldpNeighbors: nicht das JSON von &apos;show lldp neighbors detail&apos;</translation>
    </message>
</context>
<context>
    <name>hvnet::EvidenceJson</name>
    <message>
        <source>a string is not closed</source>
        <translation>eine Zeichenkette wird nicht geschlossen</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>erwartet wurde &apos;,&apos; oder &apos;}&apos; in einem Objekt</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in an array</source>
        <translation>erwartet wurde &apos;,&apos; oder &apos;]&apos; in einem Array</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Dokuments</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>JSON-Wert erwartet</translation>
    </message>
    <message>
        <source>more than %1 values; this is not what a collect script writes</source>
        <translation>mehr als %1 Werte; das schreibt kein Erfassungsskript</translation>
    </message>
    <message>
        <source>the JSON document ends where a value was expected</source>
        <translation>das JSON-Dokument endet, wo ein Wert erwartet wurde</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>Schlüssel in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation>&apos;:&apos; nach einem Schlüssel erwartet</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation>der Schlüssel „%1“ kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>a number without digits</source>
        <translation>eine Zahl ohne Ziffern</translation>
    </message>
    <message>
        <source>a number without digits after its decimal point</source>
        <translation>eine Zahl ohne Ziffern nach dem Dezimalpunkt</translation>
    </message>
    <message>
        <source>a number without digits in its exponent</source>
        <translation>eine Zahl ohne Ziffern im Exponenten</translation>
    </message>
    <message>
        <source>a number too large to read</source>
        <translation>eine Zahl, zu groß zum Lesen</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>der Text ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>a control character inside a string (it must be escaped)</source>
        <translation>ein Steuerzeichen in einer Zeichenkette (es muss maskiert sein)</translation>
    </message>
    <message>
        <source>a \u escape names half of a character (a lone low surrogate)</source>
        <translation>ein \u-Escape nennt ein halbes Zeichen (ein einzelnes Low-Surrogate)</translation>
    </message>
    <message>
        <source>a \u escape names half of a character (a lone high surrogate)</source>
        <translation>ein \u-Escape nennt ein halbes Zeichen (ein einzelnes High-Surrogate)</translation>
    </message>
    <message>
        <source>an unknown escape \%1 in a string</source>
        <translation>ein unbekanntes Escape \%1 in einer Zeichenkette</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>eine Zahl mit Nachkommastellen</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>the file is UTF-16 text (what Windows PowerShell 5.1&apos;s &gt; and Out-File write); hvnet reads UTF-8: write it with Out-File -Encoding utf8</source>
        <translation>die Datei ist UTF-16-Text (so schreiben &gt; und Out-File in Windows PowerShell 5.1); hvnet liest UTF-8: schreiben Sie sie mit Out-File -Encoding utf8</translation>
    </message>
    <message>
        <source>the file holds PowerShell&apos;s error stream (CLIXML), not JSON: the script failed or its errors were redirected into the file; run it again and read its errors</source>
        <translation>die Datei enthält den Fehlerstream von PowerShell (CLIXML), kein JSON: das Skript ist fehlgeschlagen oder seine Fehler wurden in die Datei umgeleitet; führen Sie es erneut aus und lesen Sie seine Fehler</translation>
    </message>
    <message>
        <source>PowerShell&apos;s error stream (CLIXML) follows the JSON: errors were redirected into the file (2&gt;&amp;1); the script reported errors, run it again and read them</source>
        <translation>auf das JSON folgt der Fehlerstream von PowerShell (CLIXML): Fehler wurden in die Datei umgeleitet (2&gt;&amp;1); das Skript hat Fehler gemeldet, führen Sie es erneut aus und lesen Sie sie</translation>
    </message>
</context>
<context>
    <name>hvnet::EvidenceText</name>
    <message>
        <source>the file has %1 MiB; switch output is far smaller (at most %2 MiB is read)</source>
        <translation>die Datei hat %1 MiB; Ausgaben eines Switches sind weit kleiner (gelesen werden höchstens %2 MiB)</translation>
    </message>
    <message>
        <source>binary content (a NUL byte): not text a switch printed</source>
        <translation>binärer Inhalt (ein NUL-Byte): kein Text, den ein Switch ausgegeben hat</translation>
    </message>
    <message>
        <source>binary content (neither UTF-8 nor printable text)</source>
        <translation>binärer Inhalt (weder UTF-8 noch druckbarer Text)</translation>
    </message>
</context>
<context>
    <name>hvnet::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Nothing to export: %1</source>
        <translation>Nichts zu exportieren: %1</translation>
    </message>
    <message numerus="yes">
        <source>The design has %n error(s): the files below reflect them. Fix them first if you can.</source>
        <translation>
            <numerusform>Das Design hat %n Fehler: Die unten aufgeführten Dateien spiegeln ihn wider. Beheben Sie ihn nach Möglichkeit zuerst.</numerusform>
            <numerusform>Das Design hat %n Fehler: Die unten aufgeführten Dateien spiegeln sie wider. Beheben Sie sie nach Möglichkeit zuerst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) ready to write.</source>
        <translation>
            <numerusform>%n Datei bereit zum Schreiben.</numerusform>
            <numerusform>%n Dateien bereit zum Schreiben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose a folder to export to.</source>
        <translation>Wählen Sie einen Ordner für den Export.</translation>
    </message>
    <message>
        <source>built-in templates</source>
        <translation>integrierte Vorlagen</translation>
    </message>
    <message>
        <source>A folder with your own copies of templates (powershell/..., switches/&lt;platform&gt;/...); hvnet uses them before its own.</source>
        <translation>Ein Ordner mit eigenen Kopien von Vorlagen (powershell/..., switches/&lt;platform&gt;/...); hvnet verwendet sie vor seinen eigenen.</translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation>Vorlagen:</translation>
    </message>
    <message>
        <source>Templates Folder</source>
        <translation>Vorlagenordner</translation>
    </message>
    <message>
        <source>Export to:</source>
        <translation>Exportieren nach:</translation>
    </message>
    <message>
        <source>%1: %2 KiB; File &gt; Print Preview shows the report&apos;s pages.</source>
        <translation>%1: %2 KiB; Datei &gt; Druckvorschau zeigt die Seiten des Berichts.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>Date on the title page</source>
        <translation>Datum auf der Titelseite</translation>
    </message>
    <message>
        <source>Without a date, the same design always gives the same report.</source>
        <translation>Ohne Datum ergibt dasselbe Design immer denselben Bericht.</translation>
    </message>
    <message>
        <source>Scripts and configurations as an appendix</source>
        <translation>Skripte und Konfigurationen als Anhang</translation>
    </message>
    <message>
        <source>Report paper:</source>
        <translation>Papierformat des Berichts:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Prepare Again</source>
        <translation>Erneut vorbereiten</translation>
    </message>
    <message>
        <source>Stopped: nothing is ready to write. Change an option or prepare again.</source>
        <translation>Angehalten: Es ist nichts zum Schreiben bereit. Ändern Sie eine Option oder bereiten Sie erneut vor.</translation>
    </message>
    <message>
        <source>Preparing the files in the background: %1 (%2 %)...</source>
        <translation>Die Dateien werden im Hintergrund vorbereitet: %1 (%2 %)...</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) ready to write. The design has %1 warning(s); the report lists them.</source>
        <translation>
            <numerusform>%n Datei zum Schreiben bereit. Das Design hat %1 Warnung(en); der Bericht führt sie auf.</numerusform>
            <numerusform>%n Dateien zum Schreiben bereit. Das Design hat %1 Warnung(en); der Bericht führt sie auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot export here: %1.</source>
        <translation>Hier kann nicht exportiert werden: %1.</translation>
    </message>
    <message>
        <source>This folder holds an earlier export of &quot;%1&quot; (%2 files): this export replaces it, and what it does not write again is removed, so that the folder never mixes two designs.</source>
        <translation>Dieser Ordner enthält einen früheren Export von &quot;%1&quot; (%2 Dateien): Dieser Export ersetzt ihn, und was er nicht erneut schreibt, wird entfernt, damit der Ordner nie zwei Designs mischt.</translation>
    </message>
    <message>
        <source>An empty folder; a manifest of what is written (%1) goes with the files.</source>
        <translation>Ein leerer Ordner; ein Verzeichnis des Geschriebenen (%1) kommt zu den Dateien.</translation>
    </message>
    <message>
        <source>A new folder; a manifest of what is written (%1) goes with the files.</source>
        <translation>Ein neuer Ordner; ein Verzeichnis des Geschriebenen (%1) kommt zu den Dateien.</translation>
    </message>
    <message>
        <source>The files are still being prepared.</source>
        <translation>Die Dateien werden noch vorbereitet.</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n file(s) to %1...</source>
        <translation>
            <numerusform>%n Datei wird nach %1 geschrieben...</numerusform>
            <numerusform>%n Dateien werden nach %1 geschrieben...</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>hvnet::ExportFolder</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>Ordner %1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>cannot keep %1, which is not hvnet&apos;s, in the new export</source>
        <translation>%1, das nicht von hvnet stammt, kann nicht in den neuen Export übernommen werden</translation>
    </message>
    <message>
        <source>cannot replace the folder %1: %2</source>
        <translation>Ordner %1 kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1 holds files hvnet did not write (%2); export into an empty folder, or one an earlier hvnet export wrote</source>
        <translation>%1 enthält Dateien, die hvnet nicht geschrieben hat (%2); exportieren Sie in einen leeren Ordner oder in einen, den ein früherer hvnet-Export geschrieben hat</translation>
    </message>
    <message>
        <source>cannot remove %1, a file of the previous export</source>
        <translation>%1, eine Datei des vorigen Exports, kann nicht entfernt werden</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not the manifest of an hvnet export</source>
        <translation>%1 ist nicht das Verzeichnis eines hvnet-Exports</translation>
    </message>
    <message>
        <source>%1 names a file outside its folder (&quot;%2&quot;); remove the folder&apos;s contents by hand</source>
        <translation>%1 nennt eine Datei außerhalb seines Ordners (&quot;%2&quot;); entfernen Sie den Inhalt des Ordners von Hand</translation>
    </message>
    <message numerus="yes">
        <source>%1 was changed after hvnet wrote it; move it out of %2 (or delete it) and export again</source>
        <translation>
            <numerusform>%1 wurde geändert, nachdem hvnet sie geschrieben hat; verschieben Sie sie aus %2 (oder löschen Sie sie) und exportieren Sie erneut</numerusform>
            <numerusform>%1 wurden geändert, nachdem hvnet sie geschrieben hat; verschieben Sie sie aus %2 (oder löschen Sie sie) und exportieren Sie erneut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is in the way and was not written by hvnet; move it out of %2 and export again</source>
        <translation>
            <numerusform>%1 ist im Weg und wurde nicht von hvnet geschrieben; verschieben Sie sie aus %2 und exportieren Sie erneut</numerusform>
            <numerusform>%1 sind im Weg und wurden nicht von hvnet geschrieben; verschieben Sie sie aus %2 und exportieren Sie erneut</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::ExportPreview</name>
    <message>
        <source>Writing the Ansible inventory and playbooks</source>
        <translation>Ansible-Inventar und Playbooks werden geschrieben</translation>
    </message>
    <message>
        <source>Writing the deployment scripts</source>
        <translation>Bereitstellungsskripte werden geschrieben</translation>
    </message>
    <message>
        <source>Writing the switch configurations</source>
        <translation>Switch-Konfigurationen werden geschrieben</translation>
    </message>
    <message>
        <source>Checking the design</source>
        <translation>Das Design wird geprüft</translation>
    </message>
    <message>
        <source>Drawing the diagram</source>
        <translation>Das Diagramm wird gezeichnet</translation>
    </message>
    <message>
        <source>Laying out the report&apos;s pages</source>
        <translation>Die Seiten des Berichts werden gesetzt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>hvnet::HostAddress</name>
    <message>
        <source>the address is empty</source>
        <translation>die Adresse ist leer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv6 address</source>
        <translation>&quot;%1&quot; ist keine IPv6-Adresse</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address (four numbers of 0 to 255, without leading zeros)</source>
        <translation>&quot;%1&quot; ist keine IPv4-Adresse (vier Zahlen von 0 bis 255, ohne führende Nullen)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is longer than the 253 characters of a DNS name</source>
        <translation>&quot;%1&quot; ist länger als die 253 Zeichen eines DNS-Namens</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty part between dots</source>
        <translation>&quot;%1&quot; hat einen leeren Teil zwischen Punkten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a part longer than 63 characters</source>
        <translation>&quot;%1&quot; hat einen Teil mit mehr als 63 Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a part that starts or ends with a hyphen</source>
        <translation>&quot;%1&quot; hat einen Teil, der mit einem Bindestrich beginnt oder endet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains a space; a host name has letters, digits, hyphens and dots only</source>
        <translation>&quot;%1&quot; enthält ein Leerzeichen; ein Hostname besteht nur aus Buchstaben, Ziffern, Bindestrichen und Punkten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains &quot;%2&quot;; a host name has letters, digits, hyphens and dots only</source>
        <translation>&quot;%1&quot; enthält &quot;%2&quot;; ein Hostname besteht nur aus Buchstaben, Ziffern, Bindestrichen und Punkten</translation>
    </message>
</context>
<context>
    <name>hvnet::HostProfile</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>jumbo %1</source>
        <translation>Jumbo %1</translation>
    </message>
    <message numerus="yes">
        <source>%n adapter(s) (%1)</source>
        <translation>
            <numerusform>%n Adapter (%1)</numerusform>
            <numerusform>%n Adapter (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>SET vSwitch %1</source>
        <translation>SET-vSwitch %1</translation>
    </message>
    <message>
        <source>vSwitch %1</source>
        <translation>vSwitch %1</translation>
    </message>
    <message>
        <source>%1 (VLAN %2)</source>
        <translation>%1 (VLAN %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n interface(s): %1</source>
        <translation>
            <numerusform>%n Schnittstelle: %1</numerusform>
            <numerusform>%n Schnittstellen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no adapters, vSwitches or interfaces</source>
        <translation>keine Adapter, vSwitches oder Schnittstellen</translation>
    </message>
</context>
<context>
    <name>hvnet::HostProfileDialog</name>
    <message>
        <source>Apply Host Profile</source>
        <translation>Host-Profil anwenden</translation>
    </message>
    <message>
        <source>Each host keeps its name, role, rack, management endpoint, MAC addresses, cables, clusters and the addresses of interfaces whose name and subnet stay; new interfaces get addresses from the address plan. One undo step.</source>
        <translation>Jeder Host behält Namen, Rolle, Rack, Verwaltungsendpunkt, MAC-Adressen, Kabel, Cluster und die Adressen der Schnittstellen, deren Name und Subnetz bleiben; neue Schnittstellen erhalten Adressen aus dem Adressplan. Ein Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>An&amp;wenden</translation>
    </message>
    <message>
        <source>&amp;Profile of:</source>
        <translation>&amp;Profil von:</translation>
    </message>
    <message>
        <source>Apply &amp;to:</source>
        <translation>Anwenden &amp;auf:</translation>
    </message>
</context>
<context>
    <name>hvnet::HostsLikeDialog</name>
    <message>
        <source>Add Hosts Like %1</source>
        <translation>Hosts wie %1 hinzufügen</translation>
    </message>
    <message>
        <source>New hosts get the adapters, interfaces, clusters and cabling of %1, numbered names, the same host number on every network, and the lowest free switch ports of the kind %1 uses. This is the plan:</source>
        <translation>Neue Hosts erhalten die Adapter, Schnittstellen, Cluster und Verkabelung von %1, nummerierte Namen, in jedem Netz dieselbe Hostnummer und die niedrigsten freien Switch-Ports der Art, die %1 nutzt. Das ist der Plan:</translation>
    </message>
    <message>
        <source>Hosts: </source>
        <translation>Hosts: </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (new port)</source>
        <translation>%1 %2 (neuer Port)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <source>(none free)</source>
        <translation>(keine frei)</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to other nodes are not repeated.</source>
        <translation>
            <numerusform>%n Kabel zu anderen Knoten wird nicht wiederholt.</numerusform>
            <numerusform>%n Kabel zu anderen Knoten werden nicht wiederholt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Host(s)</source>
        <translation>
            <numerusform>%n Host hinzufügen</numerusform>
            <numerusform>%n Hosts hinzufügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::IpPlan</name>
    <message>
        <source>line %1, column %2: </source>
        <translation>Zeile %1, Spalte %2: </translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor Windows-1252 text (byte 0x%1)</source>
        <translation>die Datei ist weder UTF-8- noch Windows-1252-Text (Byte 0x%1)</translation>
    </message>
    <message>
        <source>a quoted cell is not closed</source>
        <translation>eine Zelle in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>a quoted cell goes on after its closing quote (a quote inside a cell is written twice)</source>
        <translation>eine Zelle in Anführungszeichen geht nach dem schließenden Anführungszeichen weiter (ein Anführungszeichen in einer Zelle wird doppelt geschrieben)</translation>
    </message>
    <message>
        <source>the file is empty: an IP plan starts with the header %1</source>
        <translation>die Datei ist leer: ein IP-Plan beginnt mit der Kopfzeile %1</translation>
    </message>
    <message>
        <source>the column %1 is there twice</source>
        <translation>die Spalte %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>the header has no column %1 (an IP plan needs node, interface and address; subnet, prefix and vlan may follow)</source>
        <translation>die Kopfzeile hat keine Spalte %1 (ein IP-Plan braucht node, interface und address; subnet, prefix und vlan können folgen)</translation>
    </message>
    <message>
        <source>the design has no node named &quot;%1&quot;</source>
        <translation>der Entwurf hat keinen Knoten namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no interface named &quot;%2&quot;</source>
        <translation>%1 hat keine Schnittstelle namens &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 %2 is already on line %3</source>
        <translation>%1 %2 steht schon in Zeile %3</translation>
    </message>
    <message>
        <source>the design has no subnet named &quot;%1&quot;</source>
        <translation>der Entwurf hat kein Subnetz namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 is not the prefix of %2 (%3): a subnet&apos;s prefix is changed in Subnets and VLANs</source>
        <translation>%1 ist nicht das Präfix von %2 (%3): das Präfix eines Subnetzes wird unter Subnetze und VLANs geändert</translation>
    </message>
    <message>
        <source>a prefix without a subnet</source>
        <translation>ein Präfix ohne Subnetz</translation>
    </message>
    <message>
        <source>VLAN %1 is not the VLAN of %2 (%3): a subnet&apos;s VLAN is changed in Subnets and VLANs</source>
        <translation>VLAN %1 ist nicht das VLAN von %2 (%3): das VLAN eines Subnetzes wird unter Subnetze und VLANs geändert</translation>
    </message>
    <message>
        <source>a VLAN without a subnet</source>
        <translation>ein VLAN ohne Subnetz</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address (four numbers 0-255 with dots, no prefix length)</source>
        <translation>&quot;%1&quot; ist keine IPv4-Adresse (vier Zahlen 0-255 mit Punkten, ohne Präfixlänge)</translation>
    </message>
    <message>
        <source>%1 is not a host address of %2 (%3)</source>
        <translation>%1 ist keine Hostadresse von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is also the address of %2 %3</source>
        <translation>%1 ist auch die Adresse von %2 %3</translation>
    </message>
</context>
<context>
    <name>hvnet::IssuesView</name>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informationen</translation>
    </message>
    <message>
        <source>%1 (accepted: %2)</source>
        <translation>%1 (akzeptiert: %2)</translation>
    </message>
    <message>
        <source>&amp;Select Objects</source>
        <translation>Objekte &amp;auswählen</translation>
    </message>
    <message>
        <source>&amp;Accept with Reason...</source>
        <translation>Mit &amp;Begründung akzeptieren...</translation>
    </message>
    <message>
        <source>About Rule %1</source>
        <translation>Info zu Regel %1</translation>
    </message>
</context>
<context>
    <name>hvnet::JunosConfigReader</name>
    <message>
        <source>&apos;}&apos; closes no block</source>
        <translation>&apos;}&apos; schließt keinen Block</translation>
    </message>
    <message>
        <source>blocks nested deeper than %1 levels</source>
        <translation>Blöcke tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message numerus="yes">
        <source>the configuration ends inside %n block(s); the innermost was opened here and never closed</source>
        <translation>
            <numerusform>die Konfiguration endet in %n Block; er wurde hier geöffnet und nie geschlossen</numerusform>
            <numerusform>die Konfiguration endet in %n Blöcken; der innerste wurde hier geöffnet und nie geschlossen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::JunosEvidenceReader</name>
    <message>
        <source>no lldp-neighbors-information: not the JSON of &apos;show lldp neighbors&apos;</source>
        <translation>kein lldp-neighbors-information: nicht das JSON von &apos;show lldp neighbors&apos;</translation>
    </message>
    <message>
        <source>a neighbour without lldp-local-port-id or lldp-local-interface</source>
        <translation>ein Nachbar ohne lldp-local-port-id oder lldp-local-interface</translation>
    </message>
</context>
<context>
    <name>hvnet::Labels</name>
    <message>
        <source>Hyper-V host</source>
        <translation>Hyper-V-Host</translation>
    </message>
    <message>
        <source>SOFS node</source>
        <translation>SOFS-Knoten</translation>
    </message>
    <message>
        <source>S2D node</source>
        <translation>S2D-Knoten</translation>
    </message>
    <message>
        <source>Other server</source>
        <translation>Anderer Server</translation>
    </message>
    <message>
        <source>Windows Server 2012</source>
        <translation>Windows Server 2012</translation>
    </message>
    <message>
        <source>Windows Server 2012 R2</source>
        <translation>Windows Server 2012 R2</translation>
    </message>
    <message>
        <source>Windows Server 2016</source>
        <translation>Windows Server 2016</translation>
    </message>
    <message>
        <source>Windows Server 2019</source>
        <translation>Windows Server 2019</translation>
    </message>
    <message>
        <source>Windows Server 2022</source>
        <translation>Windows Server 2022</translation>
    </message>
    <message>
        <source>Windows Server 2025</source>
        <translation>Windows Server 2025</translation>
    </message>
    <message>
        <source>Azure Local</source>
        <translation>Azure Local</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Live migration</source>
        <translation>Livemigration</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Virtual machines</source>
        <translation>Virtuelle Computer</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>No RDMA</source>
        <translation>Kein RDMA</translation>
    </message>
    <message>
        <source>Hyper-V cluster</source>
        <translation>Hyper-V-Cluster</translation>
    </message>
    <message>
        <source>Scale-Out File Server</source>
        <translation>Dateiserver mit horizontaler Skalierung (SOFS)</translation>
    </message>
    <message>
        <source>Storage Spaces Direct</source>
        <translation>Direkte Speicherplätze (S2D)</translation>
    </message>
    <message>
        <source>SMB Direct</source>
        <translation>SMB Direct</translation>
    </message>
    <message>
        <source>Cluster heartbeat</source>
        <translation>Cluster-Heartbeat</translation>
    </message>
    <message>
        <source>Custom (port)</source>
        <translation>Benutzerdefiniert (Port)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>TCP/IP</source>
        <translation>TCP/IP</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>Komprimierung</translation>
    </message>
    <message>
        <source>SMB (RDMA)</source>
        <translation>SMB (RDMA)</translation>
    </message>
    <message>
        <source>Switch independent</source>
        <translation>Switchunabhängig</translation>
    </message>
    <message>
        <source>Static</source>
        <translation>Statisch</translation>
    </message>
    <message>
        <source>Dynamic</source>
        <translation>Dynamisch</translation>
    </message>
    <message>
        <source>Hyper-V port</source>
        <translation>Hyper-V-Port</translation>
    </message>
    <message>
        <source>Address hash</source>
        <translation>Adresshash</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolut</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>None (not used by the cluster)</source>
        <translation>Keine (vom Cluster nicht verwendet)</translation>
    </message>
    <message>
        <source>Cluster only</source>
        <translation>Nur Cluster</translation>
    </message>
    <message>
        <source>Cluster and client</source>
        <translation>Cluster und Client</translation>
    </message>
</context>
<context>
    <name>hvnet::LiveDock</name>
    <message>
        <source>Not checked against evidence yet: Design &gt; Check Against Evidence... reads the folder the collect kit&apos;s scripts wrote.</source>
        <translation>Noch nicht mit Nachweisen verglichen: Design &gt; Mit Nachweisen vergleichen... liest den Ordner, den die Skripte des Erfassungskits geschrieben haben.</translation>
    </message>
    <message>
        <source>The evidence in %1 could not be read: %2</source>
        <translation>Die Nachweise in %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Checked against %1: %2 node(s) match, %3 differ, %4 not checked; %5 error(s), %6 warning(s).</source>
        <translation>Verglichen mit %1: %2 Knoten entsprechen dem Plan, %3 weichen ab, %4 nicht geprüft; %5 Fehler, %6 Warnung(en).</translation>
    </message>
</context>
<context>
    <name>hvnet::LiveEvidence</name>
    <message>
        <source>Check Against Evidence</source>
        <translation>Mit Nachweisen vergleichen</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>Der Ordner existiert nicht.</translation>
    </message>
    <message>
        <source>It is a file, not a folder: choose the folder the collect scripts wrote into.</source>
        <translation>Das ist eine Datei, kein Ordner: Wählen Sie den Ordner, in den die Erfassungsskripte geschrieben haben.</translation>
    </message>
    <message>
        <source>You are not allowed to read it.</source>
        <translation>Sie dürfen ihn nicht lesen.</translation>
    </message>
    <message>
        <source>The evidence in %1 cannot be read. %2 Nothing was changed.</source>
        <translation>Die Nachweise in %1 können nicht gelesen werden. %2 Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The evidence in %1 could not be read: %2</source>
        <translation>Die Nachweise in %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Checked against %1: %n finding(s)</source>
        <translation>
            <numerusform>Mit %1 verglichen: %n Befund</numerusform>
            <numerusform>Mit %1 verglichen: %n Befunde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::LiveIssuesGroup</name>
    <message>
        <source>%1 (accepted: %2)</source>
        <translation>%1 (akzeptiert: %2)</translation>
    </message>
    <message>
        <source>Live (%1): %2 error(s), %3 warning(s)</source>
        <translation>Live (%1): %2 Fehler, %3 Warnung(en)</translation>
    </message>
</context>
<context>
    <name>hvnet::LiveStatePalette</name>
    <message>
        <source>matches</source>
        <translation>entspricht</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>The evidence was compared with the plan and nothing differs.</source>
        <translation>Die Nachweise wurden mit dem Plan verglichen, und nichts weicht ab.</translation>
    </message>
    <message>
        <source>The evidence differs from the plan: a live finding names this object.</source>
        <translation>Die Nachweise weichen vom Plan ab: Ein Live-Befund nennt dieses Objekt.</translation>
    </message>
    <message>
        <source>There is no evidence for this object, or it could not be read.</source>
        <translation>Für dieses Objekt gibt es keine Nachweise, oder sie konnten nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>hvnet::LiveSummaryModel</name>
    <message>
        <source>Node / finding</source>
        <translation>Knoten / Befund</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Verglichen</translation>
    </message>
    <message>
        <source>Differing</source>
        <translation>Abweichend</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Was abweicht</translation>
    </message>
    <message>
        <source>Clusters, subnets and switches</source>
        <translation>Cluster, Subnetze und Switches</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1 (unreadable)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (accepted: %2)</source>
        <translation>%1 (akzeptiert: %2)</translation>
    </message>
    <message>
        <source>Objects: %1</source>
        <translation>Objekte: %1</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Nachweis: %1</translation>
    </message>
</context>
<context>
    <name>hvnet::LldpText</name>
    <message>
        <source>a neighbour entry without a local port</source>
        <translation>ein Nachbareintrag ohne lokalen Port</translation>
    </message>
    <message>
        <source>no LLDP neighbour entry of the form %1 prints was found</source>
        <translation>kein LLDP-Nachbareintrag in der Form, die %1 ausgibt, gefunden</translation>
    </message>
</context>
<context>
    <name>hvnet::MainWindow</name>
    <message>
        <source>Issues</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptsymbolleiste</translation>
    </message>
    <message>
        <source>New from &amp;Template...</source>
        <translation>&amp;Neu aus Vorlage...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>D&amp;esign</translation>
    </message>
    <message>
        <source>&amp;Validate Now</source>
        <translation>Jetzt &amp;validieren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About hvnet</source>
        <translation>&amp;Über hvnet</translation>
    </message>
    <message>
        <source>About hvnet</source>
        <translation>Über hvnet</translation>
    </message>
    <message>
        <source>&lt;h3&gt;hvnet %1&lt;/h3&gt;&lt;p&gt;Designs, validates and documents converged Hyper-V and Storage Spaces Direct networks with RDMA (SMB Direct).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;hvnet %1&lt;/h3&gt;&lt;p&gt;Entwirft, validiert und dokumentiert konvergente Netzwerke für Hyper-V und Direkte Speicherplätze (S2D) mit RDMA (SMB Direct).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 exportiert</numerusform>
            <numerusform>%n Dateien nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch &amp;Port Map...</source>
        <translation>Switch-&amp;Portbelegung...</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>Druck&amp;vorschau...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drucken...</translation>
    </message>
    <message>
        <source>Report &amp;Paper</source>
        <translation>&amp;Papierformat des Berichts</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Neues Design</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;geöffnetes Design&gt;</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Leeres Design</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alle&amp;s auswählen</translation>
    </message>
    <message>
        <source>Add &amp;Hosts Like This One...</source>
        <translation>&amp;Hosts wie diesen hinzufügen...</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Auto-&amp;Layout</source>
        <translation>&amp;Automatisches Layout</translation>
    </message>
    <message>
        <source>&amp;Cable Legend</source>
        <translation>Kabel&amp;legende</translation>
    </message>
    <message>
        <source>&amp;Docks</source>
        <translation>An&amp;dockfenster</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Allocate Addresses</source>
        <translation>&amp;Adressen zuweisen</translation>
    </message>
    <message>
        <source>&amp;Subnets and VLANs...</source>
        <translation>&amp;Subnetze und VLANs...</translation>
    </message>
    <message>
        <source>&amp;QoS Policy...</source>
        <translation>&amp;QoS-Richtlinie...</translation>
    </message>
    <message>
        <source>&amp;Rule Catalogue</source>
        <translation>&amp;Regelkatalog</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2)[*] - hvnet</source>
        <translation>%1 (%2)[*] - hvnet</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Filter by name, address or id</source>
        <translation>Nach Name, Adresse oder ID filtern</translation>
    </message>
    <message>
        <source>Checking the design...</source>
        <translation>Das Design wird geprüft...</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n information</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accepted</source>
        <translation>
            <numerusform>%n akzeptiert</numerusform>
            <numerusform>%n akzeptiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Check Against &amp;Evidence...</source>
        <translation>Mit &amp;Nachweisen vergleichen...</translation>
    </message>
    <message>
        <source>Re&amp;load Evidence</source>
        <translation>Nachweise neu &amp;laden</translation>
    </message>
    <message>
        <source>C&amp;lear Evidence</source>
        <translation>Nachweise &amp;entfernen</translation>
    </message>
    <message>
        <source>Empty design: nothing to check yet</source>
        <translation>Leeres Design: noch nichts zu prüfen</translation>
    </message>
    <message>
        <source>Live: %1, %2</source>
        <translation>Live: %1, %2</translation>
    </message>
    <message>
        <source>Probe &amp;Over SSH...</source>
        <translation>Ü&amp;ber SSH abfragen...</translation>
    </message>
    <message>
        <source>Storage Path &amp;History...</source>
        <translation>Verlauf der Speicherp&amp;fade...</translation>
    </message>
    <message>
        <source>Probe History (one evidence folder per run)</source>
        <translation>Abfrageverlauf (ein Nachweisordner je Lauf)</translation>
    </message>
    <message>
        <source>Storage Path History</source>
        <translation>Verlauf der Speicherpfade</translation>
    </message>
    <message>
        <source>Co&amp;nnect...</source>
        <translation>&amp;Verbinden...</translation>
    </message>
    <message>
        <source>A&amp;rrange</source>
        <translation>Ano&amp;rdnen</translation>
    </message>
    <message>
        <source>Align &amp;Left</source>
        <translation>&amp;Links ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Top</source>
        <translation>&amp;Oben ausrichten</translation>
    </message>
    <message>
        <source>Distribute &amp;Horizontally</source>
        <translation>&amp;Horizontal verteilen</translation>
    </message>
    <message>
        <source>Distribute &amp;Vertically</source>
        <translation>&amp;Vertikal verteilen</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <source>Go to Palette</source>
        <translation>Zur Palette</translation>
    </message>
    <message>
        <source>Go to Outline</source>
        <translation>Zur Gliederung</translation>
    </message>
    <message>
        <source>Go to Properties</source>
        <translation>Zu den Eigenschaften</translation>
    </message>
    <message>
        <source>Go to Undo History</source>
        <translation>Zum Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>Go to Issues</source>
        <translation>Zu den Befunden</translation>
    </message>
    <message>
        <source>Go to Live</source>
        <translation>Zum Live-Dock</translation>
    </message>
    <message>
        <source>Go to Canvas</source>
        <translation>Zur Zeichenfläche</translation>
    </message>
    <message>
        <source>&amp;Deploy...</source>
        <translation>Berei&amp;tstellen...</translation>
    </message>
    <message>
        <source>&amp;Import IP Plan...</source>
        <translation>IP-Plan &amp;importieren...</translation>
    </message>
    <message>
        <source>E&amp;xport IP Plan...</source>
        <translation>IP-Plan e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Apply Host Pro&amp;file...</source>
        <translation>Host-Pro&amp;fil anwenden...</translation>
    </message>
    <message>
        <source>Add N&amp;ote...</source>
        <translation>N&amp;otiz hinzufügen...</translation>
    </message>
    <message>
        <source>A probe or a deployment is running. Choose the language again when it has finished.</source>
        <translation>Eine Abfrage über SSH oder eine Bereitstellung läuft gerade. Wählen Sie die Sprache erneut, wenn sie beendet ist.</translation>
    </message>
</context>
<context>
    <name>hvnet::Minimap</name>
    <message>
        <source>The whole design; click or drag to move the canvas there</source>
        <translation>Das ganze Design; klicken oder ziehen, um die Zeichenfläche dorthin zu bewegen</translation>
    </message>
</context>
<context>
    <name>hvnet::NewCable</name>
    <message>
        <source>Cables connect adapters and switch ports.</source>
        <translation>Kabel verbinden Adapter und Switch-Ports.</translation>
    </message>
    <message>
        <source>Both ends are on %1.</source>
        <translation>Beide Enden liegen auf %1.</translation>
    </message>
    <message>
        <source>%1 is already cabled to %2; remove that cable first.</source>
        <translation>%1 ist bereits mit %2 verkabelt; entfernen Sie zuerst dieses Kabel.</translation>
    </message>
    <message>
        <source>That cable does not end there any more.</source>
        <translation>Dieses Kabel endet dort nicht mehr.</translation>
    </message>
</context>
<context>
    <name>hvnet::NodeItem</name>
    <message>
        <source>Hyper-V host</source>
        <translation>Hyper-V-Host</translation>
    </message>
    <message>
        <source>SOFS node</source>
        <translation>SOFS-Knoten</translation>
    </message>
    <message>
        <source>S2D node</source>
        <translation>S2D-Knoten</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
</context>
<context>
    <name>hvnet::NxosConfigReader</name>
    <message>
        <source>the text holds the interfaces alone: no VLAN definitions and no QoS policy (policy-maps and system qos, as &quot;show running-config&quot; prints them), so the VLANs defined, PFC priorities, queues and shares are not read from it</source>
        <translation>der Text enthält nur die Schnittstellen: keine VLAN-Definitionen und keine QoS-Richtlinie (policy-maps und system qos, wie &quot;show running-config&quot; sie ausgibt), daher werden definierte VLANs, PFC-Prioritäten, Warteschlangen und Anteile nicht daraus gelesen</translation>
    </message>
</context>
<context>
    <name>hvnet::NxosEvidenceReader</name>
    <message>
        <source>no TABLE_nbor_detail: not the JSON of &apos;show lldp neighbors detail&apos;</source>
        <translation>kein TABLE_nbor_detail: nicht das JSON von &apos;show lldp neighbors detail&apos;</translation>
    </message>
    <message>
        <source>a neighbour row without l_port_id</source>
        <translation>eine Nachbarzeile ohne l_port_id</translation>
    </message>
</context>
<context>
    <name>hvnet::OutlineView</name>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Nodes outside clusters</source>
        <translation>Knoten außerhalb von Clustern</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Subnets</source>
        <translation>Subnetze</translation>
    </message>
    <message>
        <source>%1, VLAN %2</source>
        <translation>%1, VLAN %2</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Gbps, %2</source>
        <translation>%1 Gbit/s, %2</translation>
    </message>
    <message>
        <source>team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>vSwitch</source>
        <translation>vSwitch</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>hvnet::Overview</name>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::PaletteView</name>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Drag onto the canvas: %1 with two adapters.</source>
        <translation>Auf die Zeichenfläche ziehen: %1 mit zwei Adaptern.</translation>
    </message>
    <message>
        <source>Drag onto the canvas: %1 with 16 ports and 2 uplinks, DCB on.</source>
        <translation>Auf die Zeichenfläche ziehen: %1 mit 16 Ports und 2 Uplinks, DCB an.</translation>
    </message>
    <message>
        <source>Drag onto the canvas: %1 %2 with 16 host ports and 2 uplinks named as it names them, DCB on.</source>
        <translation>Auf die Zeichenfläche ziehen: %1 %2 mit 16 Host-Ports und 2 Uplinks, benannt wie das Modell sie benennt, DCB an.</translation>
    </message>
</context>
<context>
    <name>hvnet::PathChartView</name>
    <message>
        <source>Storage Path History</source>
        <translation>Verlauf der Speicherpfade</translation>
    </message>
    <message>
        <source>Throughput (Gb/s)</source>
        <translation>Durchsatz (Gbit/s)</translation>
    </message>
    <message>
        <source>Latency per I/O (µs)</source>
        <translation>Latenz je E/A (µs)</translation>
    </message>
    <message>
        <source>Ping loss (%)</source>
        <translation>Ping-Verlust (%)</translation>
    </message>
    <message>
        <source>RDMA bytes of the short read (MiB)</source>
        <translation>RDMA-Bytes des kurzen Lesevorgangs (MiB)</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Pfad:</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Kennzahl:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Verbindungsgeschwindigkeit</translation>
    </message>
    <message>
        <source>No run measured this figure for this path (throughput and latency need the path tests with -Active).</source>
        <translation>Kein Lauf hat diese Kennzahl für diesen Pfad gemessen (Durchsatz und Latenz brauchen die Pfadtests mit -Active).</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured it.</source>
        <translation>
            <numerusform>%n Lauf hat sie gemessen.</numerusform>
            <numerusform>%n Läufe haben sie gemessen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hvnet::PfcText</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>this is JSON, and the platform prints none for &apos;%1&apos;: save the command&apos;s text output</source>
        <translation>dies ist JSON, und die Plattform gibt für &apos;%1&apos; keines aus: die Textausgabe des Befehls speichern</translation>
    </message>
    <message>
        <source>no port&apos;s PFC state of the form &apos;%1&apos; prints was found</source>
        <translation>kein PFC-Zustand eines Ports in der Form, die &apos;%1&apos; ausgibt, gefunden</translation>
    </message>
</context>
<context>
    <name>hvnet::PortMapDialog</name>
    <message>
        <source>Switch Port Map</source>
        <translation>Switch-Portbelegung</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Connected to</source>
        <translation>Verbunden mit</translation>
    </message>
    <message>
        <source>Tagged VLANs</source>
        <translation>Getaggte VLANs</translation>
    </message>
    <message>
        <source>Native VLAN</source>
        <translation>Natives VLAN</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>Drucken...</translation>
    </message>
    <message>
        <source>%1 (peer-link)</source>
        <translation>%1 (Peer-Link)</translation>
    </message>
    <message>
        <source>%1 (switch link)</source>
        <translation>%1 (Switch-Verbindung)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Port map of %1</source>
        <translation>Portbelegung von %1</translation>
    </message>
    <message>
        <source>Design %1, revision %2; platform %3</source>
        <translation>Design %1, Revision %2; Plattform %3</translation>
    </message>
    <message numerus="yes">
        <source>Planned beside observed, from the evidence in %1: %n port(s) differ from the plan.</source>
        <translation>
            <numerusform>Geplant neben beobachtet, aus den Nachweisen in %1: %n Port weicht vom Plan ab.</numerusform>
            <numerusform>Geplant neben beobachtet, aus den Nachweisen in %1: %n Ports weichen vom Plan ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Connect...</source>
        <translation>&amp;Verbinden...</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>&amp;Switch:</source>
        <translation>&amp;Switch:</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
</context>
<context>
    <name>hvnet::PortMapRows</name>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on (%1)</source>
        <translation>ein (%1)</translation>
    </message>
    <message>
        <source>native %1</source>
        <translation>nativ %1</translation>
    </message>
    <message>
        <source>%1; native %2</source>
        <translation>%1; nativ %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>another far end</source>
        <translation>anderes Ende</translation>
    </message>
    <message>
        <source>no neighbour</source>
        <translation>kein Nachbar</translation>
    </message>
    <message>
        <source>unplanned neighbour</source>
        <translation>ungeplanter Nachbar</translation>
    </message>
    <message>
        <source>LLDP not read</source>
        <translation>LLDP nicht gelesen</translation>
    </message>
    <message>
        <source>VLANs differ</source>
        <translation>VLANs weichen ab</translation>
    </message>
    <message>
        <source>MTU differs</source>
        <translation>MTU weicht ab</translation>
    </message>
    <message>
        <source>PFC differs</source>
        <translation>PFC weicht ab</translation>
    </message>
    <message>
        <source>ETS differs</source>
        <translation>ETS weicht ab</translation>
    </message>
    <message>
        <source>LLDP/DCBX off</source>
        <translation>LLDP/DCBX aus</translation>
    </message>
    <message>
        <source>PFC not in effect</source>
        <translation>PFC nicht wirksam</translation>
    </message>
    <message>
        <source>not configured</source>
        <translation>nicht konfiguriert</translation>
    </message>
    <message>
        <source>%1 (not in the design)</source>
        <translation>%1 (nicht im Design)</translation>
    </message>
    <message>
        <source>%1 (port %2 unknown)</source>
        <translation>%1 (Port %2 unbekannt)</translation>
    </message>
    <message numerus="yes">
        <source>%n more agent(s)</source>
        <translation>
            <numerusform>%n weiterer Agent</numerusform>
            <numerusform>%n weitere Agenten</numerusform>
        </translation>
    </message>
    <message>
        <source>matches</source>
        <translation>entspricht</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Planned far end</source>
        <translation>Geplantes Ende</translation>
    </message>
    <message>
        <source>Observed far end (LLDP)</source>
        <translation>Beobachtetes Ende (LLDP)</translation>
    </message>
    <message>
        <source>VLANs planned</source>
        <translation>VLANs geplant</translation>
    </message>
    <message>
        <source>VLANs observed</source>
        <translation>VLANs beobachtet</translation>
    </message>
    <message>
        <source>MTU planned</source>
        <translation>MTU geplant</translation>
    </message>
    <message>
        <source>MTU observed</source>
        <translation>MTU beobachtet</translation>
    </message>
    <message>
        <source>PFC planned</source>
        <translation>PFC geplant</translation>
    </message>
    <message>
        <source>PFC observed</source>
        <translation>PFC beobachtet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (peer-link)</source>
        <translation>%1 (Peer-Link)</translation>
    </message>
    <message>
        <source>%1 (switch link)</source>
        <translation>%1 (Switch-Verbindung)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>no cable planned</source>
        <translation>kein Kabel geplant</translation>
    </message>
    <message>
        <source>LLDP shows %1 (%2 line %3)</source>
        <translation>LLDP zeigt %1 (%2 Zeile %3)</translation>
    </message>
    <message>
        <source>LLDP shows no neighbour on this port (%1)</source>
        <translation>LLDP zeigt an diesem Port keinen Nachbarn (%1)</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>%1, by DCBX</source>
        <translation>%1, über DCBX</translation>
    </message>
    <message>
        <source>%1, not in effect</source>
        <translation>%1, nicht wirksam</translation>
    </message>
    <message>
        <source>every VLAN (no list)</source>
        <translation>jedes VLAN (ohne Liste)</translation>
    </message>
    <message>
        <source>redundancy domain differs</source>
        <translation>Redundanzdomäne weicht ab</translation>
    </message>
</context>
<context>
    <name>hvnet::PortPlanner</name>
    <message>
        <source>%1 has no free port like %2, and none can be added next to it</source>
        <translation>%1 hat keinen freien Port wie %2, und daneben kann keiner hinzugefügt werden</translation>
    </message>
    <message>
        <source>%1 has no free %2 Gb/s port like %3 below %4, its next port of another kind</source>
        <translation>%1 hat keinen freien %2-Gbit/s-Port wie %3 unterhalb von %4, dem nächsten Port anderer Art</translation>
    </message>
</context>
<context>
    <name>hvnet::PowerShellExporter</name>
    <message>
        <source>&quot;%1&quot; contains a control character (U+%2) at position %3, which no script can carry safely; fix it in the design</source>
        <translation>&quot;%1&quot; enthält an Position %3 ein Steuerzeichen (U+%2), das kein Skript sicher transportieren kann; korrigieren Sie es im Design</translation>
    </message>
    <message>
        <source>template %1: %2</source>
        <translation>Vorlage %1: %2</translation>
    </message>
    <message>
        <source>two scripts would be written to %1; give the nodes and clusters distinct names</source>
        <translation>zwei Skripte würden nach %1 geschrieben; geben Sie den Knoten und Clustern eindeutige Namen</translation>
    </message>
</context>
<context>
    <name>hvnet::ProbeDialog</name>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Probe Over SSH</source>
        <translation>Über SSH abfragen</translation>
    </message>
    <message>
        <source>Connects to the management endpoint of every node and switch that has one, runs the collect kit there, writes the evidence folder and checks the design against it. Nothing on the devices is changed.</source>
        <translation>Verbindet sich mit dem Verwaltungsendpunkt jedes Knotens und Switches, der einen hat, führt dort das Sammelpaket aus, schreibt den Nachweisordner und prüft das Design dagegen. Auf den Geräten wird nichts geändert.</translation>
    </message>
    <message>
        <source>a new folder beside the design for each run</source>
        <translation>für jeden Lauf ein neuer Ordner neben dem Design</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Evidence Folder</source>
        <translation>Nachweisordner</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>&amp;Evidence folder:</source>
        <translation>&amp;Nachweisordner:</translation>
    </message>
    <message>
        <source>SSH &amp;configuration:</source>
        <translation>SSH-&amp;Konfiguration:</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>&amp;At the same time:</source>
        <translation>&amp;Gleichzeitig:</translation>
    </message>
    <message>
        <source>Test the storage pa&amp;ths: ping at the planned MTU, SMB&apos;s ports, SMB Multichannel, RDMA counters around a short read</source>
        <translation>Die Speicher&amp;pfade testen: Ping mit der geplanten MTU, die Ports von SMB, SMB Multichannel, RDMA-Zähler um einen kurzen Lesevorgang</translation>
    </message>
    <message>
        <source>With a timed &amp;transfer on each path (loads the storage network)</source>
        <translation>Mit einer zeitgesteuerten Ü&amp;bertragung auf jedem Pfad (belastet das Speichernetz)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>What it answered</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>The transcript of the target chosen above</source>
        <translation>Das Protokoll des oben gewählten Ziels</translation>
    </message>
    <message>
        <source>&amp;Probe</source>
        <translation>&amp;Abfragen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>&amp;Trust Host Keys</source>
        <translation>Hostschlüsseln &amp;vertrauen</translation>
    </message>
    <message>
        <source>Pins the host keys shown in the list into the design and probes again</source>
        <translation>Legt die in der Liste gezeigten Hostschlüssel im Design fest und fragt erneut ab</translation>
    </message>
    <message numerus="yes">
        <source>The design has %n error(s): the probe gathers what the design plans, so fix them first (Design &gt; Validate Now).</source>
        <translation>
            <numerusform>Das Design hat %n Fehler: die Abfrage sammelt, was das Design plant; beheben Sie ihn zuerst (Design &gt; Jetzt validieren).</numerusform>
            <numerusform>Das Design hat %n Fehler: die Abfrage sammelt, was das Design plant; beheben Sie sie zuerst (Design &gt; Jetzt validieren).</numerusform>
        </translation>
    </message>
    <message>
        <source>The timed transfer runs for about 10 seconds on every planned storage path and loads the storage network while it runs. Go ahead?</source>
        <translation>Die zeitgesteuerte Übertragung läuft etwa 10 Sekunden auf jedem geplanten Speicherpfad und belastet währenddessen das Speichernetz. Fortfahren?</translation>
    </message>
    <message>
        <source>No node or switch of the design has a management endpoint: give each one its address and user in the Properties to probe it.</source>
        <translation>Kein Knoten und kein Switch des Designs hat einen Verwaltungsendpunkt: geben Sie jedem in den Eigenschaften Adresse und Benutzer, um ihn abzufragen.</translation>
    </message>
    <message numerus="yes">
        <source>Probing %n target(s)...</source>
        <translation>
            <numerusform>%n Ziel wird abgefragt...</numerusform>
            <numerusform>%n Ziele werden abgefragt...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Probing %n target(s); without a management endpoint, not probed: %1</source>
        <translation>
            <numerusform>%n Ziel wird abgefragt; ohne Verwaltungsendpunkt, nicht abgefragt: %1</numerusform>
            <numerusform>%n Ziele werden abgefragt; ohne Verwaltungsendpunkt, nicht abgefragt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>The evidence folder could not be written: %1</source>
        <translation>Der Nachweisordner konnte nicht geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n target(s) answered into %2</source>
        <translation>
            <numerusform>%1 von %n Ziel haben in %2 geantwortet</numerusform>
            <numerusform>%1 von %n Zielen haben in %2 geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>The design is checked against it: see the Live dock.</source>
        <translation>Das Design ist dagegen geprüft: siehe das Live-Dock.</translation>
    </message>
    <message>
        <source>Stopped: the targets not done were cancelled.</source>
        <translation>Gestoppt: die nicht fertigen Ziele wurden abgebrochen.</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Fehler: %1.</translation>
    </message>
    <message>
        <source>Host keys seen for the first time, refused until you trust them:</source>
        <translation>Zum ersten Mal gesehene Hostschlüssel, abgelehnt, bis Sie ihnen vertrauen:</translation>
    </message>
    <message>
        <source>Compare each fingerprint with the device&apos;s own (ssh-keygen -lf on its host key, or its console), then choose Trust Host Keys.</source>
        <translation>Vergleichen Sie jeden Fingerabdruck mit dem des Geräts selbst (ssh-keygen -lf auf seinem Hostschlüssel oder an seiner Konsole) und wählen Sie dann „Hostschlüsseln vertrauen“.</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Pin the host keys of %1</source>
        <translation>Hostschlüssel von %1 festlegen</translation>
    </message>
    <message>
        <source>%1: pin host key %2</source>
        <translation>%1: Hostschlüssel %2 festlegen</translation>
    </message>
    <message>
        <source>Stopping: each target stops at its next step...</source>
        <translation>Wird gestoppt: jedes Ziel hält bei seinem nächsten Schritt an...</translation>
    </message>
</context>
<context>
    <name>hvnet::PropertiesView</name>
    <message numerus="yes">
        <source>%n object(s) selected</source>
        <translation>
            <numerusform>%n Objekt ausgewählt</numerusform>
            <numerusform>%n Objekte ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Select objects of one kind to edit what they share.</source>
        <translation>Wählen Sie Objekte einer Art aus, um ihre gemeinsamen Eigenschaften zu bearbeiten.</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Nothing selected: the design&apos;s own properties.</source>
        <translation>Nichts ausgewählt: die Eigenschaften des Designs selbst.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Edit design properties</source>
        <translation>Designeigenschaften bearbeiten</translation>
    </message>
    <message>
        <source>Windows Server</source>
        <translation>Windows Server</translation>
    </message>
    <message>
        <source>Network ATC</source>
        <translation>Network ATC</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Edit platform</source>
        <translation>Plattform bearbeiten</translation>
    </message>
    <message>
        <source>%1 nodes, %2 switches, %3 cables, %4 subnets, %5 clusters</source>
        <translation>%1 Knoten, %2 Switches, %3 Kabel, %4 Subnetze, %5 Cluster</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Changes apply to every selected node.</source>
        <translation>Änderungen gelten für alle ausgewählten Knoten.</translation>
    </message>
    <message>
        <source>Not changed: %1.</source>
        <translation>Nicht geändert: %1.</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Computer name</source>
        <translation>Computername</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>(as the design)</source>
        <translation>(wie im Design)</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Live migration</source>
        <translation>Livemigration</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht festgelegt)</translation>
    </message>
    <message>
        <source>SMB limit (MB/s)</source>
        <translation>SMB-Limit (MB/s)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n node(s)</source>
        <translation>
            <numerusform>%n Knoten bearbeiten</numerusform>
            <numerusform>%n Knoten bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (team)</source>
        <translation>%1 (Team)</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Gbps</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Jumbo packet</source>
        <translation>Jumbo Packet</translation>
    </message>
    <message>
        <source>1514 (default)</source>
        <translation>1514 (Standard)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Teams (LBFO)</source>
        <translation>Teams (LBFO)</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Load balancing</source>
        <translation>Lastenausgleich</translation>
    </message>
    <message>
        <source>vSwitches</source>
        <translation>vSwitches</translation>
    </message>
    <message>
        <source>Uplinks</source>
        <translation>Uplinks</translation>
    </message>
    <message>
        <source>SET</source>
        <translation>SET</translation>
    </message>
    <message>
        <source>Management OS</source>
        <translation>Verwaltungsbetriebssystem</translation>
    </message>
    <message>
        <source>Minimum bandwidth</source>
        <translation>Mindestbandbreite</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>vSwitch (host vNIC)</source>
        <translation>vSwitch (Host-vNIC)</translation>
    </message>
    <message>
        <source>Interfaces</source>
        <translation>Schnittstellen</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>Subnetz</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Team mapping</source>
        <translation>Teamzuordnung</translation>
    </message>
    <message>
        <source>DNS</source>
        <translation>DNS</translation>
    </message>
    <message>
        <source>802.1p tag</source>
        <translation>802.1p-Tag</translation>
    </message>
    <message>
        <source>SMB Multichannel constraints</source>
        <translation>Einschränkungen für SMB Multichannel</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n Switch</numerusform>
            <numerusform>%n Switches</numerusform>
        </translation>
    </message>
    <message>
        <source>Changes apply to every selected switch.</source>
        <translation>Änderungen gelten für alle ausgewählten Switches.</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>DCB (PFC, ETS)</source>
        <translation>DCB (PFC, ETS)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>PFC priorities</source>
        <translation>PFC-Prioritäten</translation>
    </message>
    <message>
        <source>DCBX willing</source>
        <translation>DCBX Willing</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n switch(es)</source>
        <translation>
            <numerusform>%n Switch bearbeiten</numerusform>
            <numerusform>%n Switches bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>PFC priorities: empty follows the design&apos;s QoS policy.</source>
        <translation>PFC-Prioritäten: Ohne Angabe gilt die QoS-Richtlinie des Designs.</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>VLANs</source>
        <translation>VLANs</translation>
    </message>
    <message>
        <source>Native VLAN</source>
        <translation>Natives VLAN</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Access point</source>
        <translation>Zugriffspunkt</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>Edit cluster</source>
        <translation>Cluster bearbeiten</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>End A</source>
        <translation>Ende A</translation>
    </message>
    <message>
        <source>End B</source>
        <translation>Ende B</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Peer-link</source>
        <translation>Peer-Link</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n cable(s)</source>
        <translation>
            <numerusform>%n Kabel bearbeiten</numerusform>
            <numerusform>%n Kabel bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>VLAN</source>
        <translation>VLAN</translation>
    </message>
    <message>
        <source>untagged</source>
        <translation>untagged</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>DNS servers</source>
        <translation>DNS-Server</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>(several values)</source>
        <translation>(mehrere Werte)</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address (a.b.c.d).</source>
        <translation>%1 ist keine IPv4-Adresse (a.b.c.d).</translation>
    </message>
    <message>
        <source>%1 has host bits set; the network address is expected.</source>
        <translation>%1 hat gesetzte Hostbits; erwartet wird die Netzwerkadresse.</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 prefix (a.b.c.d/n).</source>
        <translation>%1 ist kein IPv4-Präfix (a.b.c.d/n).</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>(nothing to choose)</source>
        <translation>(keine Auswahl möglich)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Anbindung</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Port speed (Gbps)</source>
        <translation>Portgeschwindigkeit (Gbit/s)</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <source>Management (SSH)</source>
        <translation>Verwaltung (SSH)</translation>
    </message>
    <message>
        <source>%1 is not between %2 and %3.</source>
        <translation>%1 liegt nicht zwischen %2 und %3.</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>Verwaltungsadresse</translation>
    </message>
    <message>
        <source>Management user</source>
        <translation>Verwaltungsbenutzer</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH-Port</translation>
    </message>
    <message>
        <source>22 (default)</source>
        <translation>22 (Standard)</translation>
    </message>
    <message>
        <source>SSH host key</source>
        <translation>SSH-Hostschlüssel</translation>
    </message>
    <message>
        <source>(no subnet)</source>
        <translation>(kein Subnetz)</translation>
    </message>
    <message>
        <source>Teaming mode</source>
        <translation>Teaming-Modus</translation>
    </message>
    <message>
        <source>from the frame size</source>
        <translation>aus der Framegröße</translation>
    </message>
    <message>
        <source>Cluster role</source>
        <translation>Clusterrolle</translation>
    </message>
    <message>
        <source>(from the purpose)</source>
        <translation>(aus dem Zweck)</translation>
    </message>
    <message>
        <source>Host native VLAN</source>
        <translation>Native VLAN der Hosts</translation>
    </message>
    <message>
        <source>(unused VLAN)</source>
        <translation>(ungenutztes VLAN)</translation>
    </message>
    <message>
        <source>Redundancy domain (vPC, MLAG, VLT, VSX, IRF, MC-LAG)</source>
        <translation>Redundanzdomäne (vPC, MLAG, VLT, VSX, IRF, MC-LAG)</translation>
    </message>
    <message>
        <source>Keepalive address</source>
        <translation>Keepalive-Adresse</translation>
    </message>
    <message>
        <source>Domain id</source>
        <translation>Domänenkennung</translation>
    </message>
    <message>
        <source>Role priority</source>
        <translation>Rollenpriorität</translation>
    </message>
    <message>
        <source>Keepalive VRF</source>
        <translation>Keepalive-VRF</translation>
    </message>
    <message>
        <source>System MAC</source>
        <translation>System-MAC</translation>
    </message>
    <message>
        <source>Peer-link VLAN address</source>
        <translation>Adresse im Peer-Link-VLAN</translation>
    </message>
    <message>
        <source>Edit the redundancy domain of %1</source>
        <translation>Redundanzdomäne von %1 bearbeiten</translation>
    </message>
    <message>
        <source>The keepalive address states the domain (empty removes it); the lower role priority becomes primary; the VRF is the platform&apos;s management VRF when empty; the peer-link VLAN address (such as 169.254.0.1/30) is for EOS and Junos.</source>
        <translation>Die Keepalive-Adresse legt die Domäne fest (leer entfernt sie); die niedrigere Rollenpriorität wird primär; leer ist die VRF die Verwaltungs-VRF der Plattform; die Adresse im Peer-Link-VLAN (etwa 169.254.0.1/30) ist für EOS und Junos.</translation>
    </message>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
</context>
<context>
    <name>hvnet::Push</name>
    <message>
        <source>done; every check of the script passed</source>
        <translation>fertig; alle Prüfungen des Skripts bestanden</translation>
    </message>
    <message>
        <source>exit 1: an error before the drain; the node is as it was</source>
        <translation>Exit-Code 1: ein Fehler vor dem Drain; der Knoten ist unverändert</translation>
    </message>
    <message>
        <source>exit 2: the host is not the design&apos;s node (pre-flight); nothing changed</source>
        <translation>Exit-Code 2: der Host ist nicht der Knoten des Designs (Vorabprüfung); nichts geändert</translation>
    </message>
    <message>
        <source>exit 3010: the Windows features need a restart; restart the node and push again</source>
        <translation>Exit-Code 3010: die Windows-Features erfordern einen Neustart; starten Sie den Knoten neu und stellen Sie erneut bereit</translation>
    </message>
    <message>
        <source>exit 4: a disruptive step would cut this session; the other settings are made, nothing disruptive was done</source>
        <translation>Exit-Code 4: ein unterbrechender Schritt würde diese Sitzung trennen; die übrigen Einstellungen sind gesetzt, nichts Unterbrechendes wurde ausgeführt</translation>
    </message>
    <message>
        <source>exit 5: done and the node resumed, but a check of the script failed</source>
        <translation>Exit-Code 5: fertig und der Knoten fortgesetzt, aber eine Prüfung des Skripts ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>exit 6: left paused on purpose after the drain; the script&apos;s output says how to finish</source>
        <translation>Exit-Code 6: nach dem Drain absichtlich angehalten gelassen; die Ausgabe des Skripts sagt, wie es abzuschließen ist</translation>
    </message>
    <message>
        <source>exit %1: not an exit code the deployment script documents</source>
        <translation>Exit-Code %1: kein Exit-Code, den das Bereitstellungsskript dokumentiert</translation>
    </message>
    <message>
        <source>%1 (expected %2, actual %3)</source>
        <translation>%1 (erwartet %2, tatsächlich %3)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>at %1: %2</source>
        <translation>bei %1: %2</translation>
    </message>
    <message>
        <source>the preview failed</source>
        <translation>die Vorschau ist fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to make</source>
        <translation>
            <numerusform>%n ausstehende Änderung</numerusform>
            <numerusform>%n ausstehende Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>a dry run</source>
        <translation>ein Probelauf</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>a disruptive step cuts an administrator&apos;s session on the node; nothing was run (--allow-disruption with an out-of-band endpoint, or the script from the console)</source>
        <translation>ein unterbrechender Schritt trennt die Sitzung eines Administrators auf dem Knoten; nichts wurde ausgeführt (--allow-disruption mit einem Out-of-Band-Endpunkt oder das Skript an der Konsole)</translation>
    </message>
    <message>
        <source>the run was refused</source>
        <translation>der Lauf wurde abgelehnt</translation>
    </message>
    <message>
        <source>a disruptive step cuts the session hvnet runs it over: the endpoint is on a network the node&apos;s script changes; nothing was run (give the node an out-of-band endpoint, or run the script from the console)</source>
        <translation>ein unterbrechender Schritt trennt die Sitzung, über die hvnet ihn ausführt: der Endpunkt liegt in einem Netzwerk, das das Skript des Knotens ändert; nichts wurde ausgeführt (geben Sie dem Knoten einen Out-of-Band-Endpunkt oder führen Sie das Skript an der Konsole aus)</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>nichts zu ändern</translation>
    </message>
    <message>
        <source>the run failed</source>
        <translation>der Lauf ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the run did not end well</source>
        <translation>der Lauf endete nicht erfolgreich</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) passed</source>
        <translation>
            <numerusform>%n Prüfung bestanden</numerusform>
            <numerusform>%n Prüfungen bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>every check passed</source>
        <translation>alle Prüfungen bestanden</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the check failed</source>
        <translation>die Prüfung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>nicht angefordert</translation>
    </message>
    <message>
        <source>every planned path passed or could not be told</source>
        <translation>jeder geplante Pfad hat bestanden oder ließ sich nicht beurteilen</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>zurückgerollt</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>the design has no node or switch named %1</source>
        <translation>das Design hat keinen Knoten und keinen Switch namens %1</translation>
    </message>
    <message>
        <source>%1 is a %2 switch: hvnet has no command line to push to on it</source>
        <translation>%1 ist ein %2-Switch: hvnet hat darauf keine Befehlszeile, über die es bereitstellen kann</translation>
    </message>
    <message>
        <source>%1: no management endpoint in the design (address, user; the designer&apos;s Properties)</source>
        <translation>%1: kein Verwaltungsendpunkt im Design (Adresse, Benutzer; die Eigenschaften im Designer)</translation>
    </message>
    <message>
        <source>no node or switch of the design has a management endpoint to push to</source>
        <translation>kein Knoten und kein Switch des Designs hat einen Verwaltungsendpunkt für die Bereitstellung</translation>
    </message>
    <message>
        <source>the hosts wait for their switches: %1 not pushed</source>
        <translation>die Hosts warten auf ihre Switches: %1 nicht bereitgestellt</translation>
    </message>
    <message>
        <source>cancelled before it started</source>
        <translation>abgebrochen, bevor es begann</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>abgebrochen bei %1</translation>
    </message>
    <message>
        <source>peer %1 failed at %2</source>
        <translation>Peer %1 ist bei %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>stopped: %1 failed at %2</source>
        <translation>gestoppt: %1 ist bei %2 fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>hvnet::QosDialog</name>
    <message>
        <source>Hosts accept the switches&apos; DCB settings (DCBX willing)</source>
        <translation>Hosts übernehmen die DCB-Einstellungen der Switches (DCBX Willing)</translation>
    </message>
    <message>
        <source>QoS Policy</source>
        <translation>QoS-Richtlinie</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Datenverkehr</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>802.1p priority</source>
        <translation>802.1p-Priorität</translation>
    </message>
    <message>
        <source>Bandwidth %</source>
        <translation>Bandbreite %</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>&amp;Add Class</source>
        <translation>Klasse &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>On (lossless)</source>
        <translation>Ein (verlustfrei)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The classes reserve %1 %; ETS shares must not exceed 100 %.</source>
        <translation>Die Klassen reservieren %1 %; die ETS-Anteile dürfen 100 % nicht überschreiten.</translation>
    </message>
    <message>
        <source>The classes reserve %1 %; the default class (priority 0) gets %2 %.</source>
        <translation>Die Klassen reservieren %1 %; die Standardklasse (Priorität 0) erhält %2 %.</translation>
    </message>
    <message>
        <source>ETS bandwidth per 802.1p priority</source>
        <translation>ETS-Bandbreite je 802.1p-Priorität</translation>
    </message>
    <message>
        <source>%1: %2, %3 %</source>
        <translation>%1: %2, %3 %</translation>
    </message>
    <message>
        <source>Live migration</source>
        <translation>Livemigration</translation>
    </message>
    <message>
        <source>Row %1 needs a name.</source>
        <translation>Zeile %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1: custom traffic needs a port.</source>
        <translation>%1: benutzerdefinierter Datenverkehr braucht einen Port.</translation>
    </message>
</context>
<context>
    <name>hvnet::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>hvnet::Remote</name>
    <message>
        <source>the design has no node or switch named %1</source>
        <translation>das Design hat keinen Knoten und keinen Switch namens %1</translation>
    </message>
    <message>
        <source>%1 is a %2 switch: hvnet has no command line to read on it</source>
        <translation>%1 ist ein %2-Switch: hvnet hat keine Befehlszeile, die es darauf lesen kann</translation>
    </message>
    <message>
        <source>%1: no management endpoint in the design (address, user; the designer&apos;s Properties)</source>
        <translation>%1: kein Verwaltungsendpunkt im Design (Adresse, Benutzer; die Eigenschaften im Designer)</translation>
    </message>
    <message>
        <source>no node or switch of the design has a management endpoint to probe</source>
        <translation>kein Knoten und kein Switch des Designs hat einen Verwaltungsendpunkt zum Abfragen</translation>
    </message>
    <message>
        <source>cancelled before it started</source>
        <translation>abgebrochen, bevor es begann</translation>
    </message>
    <message>
        <source>the collect script wrote no evidence (hosts\*.json)</source>
        <translation>das Sammelskript hat keine Nachweise geschrieben (hosts\*.json)</translation>
    </message>
    <message>
        <source>%1 not collected: %2</source>
        <translation>%1 nicht gesammelt: %2</translation>
    </message>
</context>
<context>
    <name>hvnet::RenumberQuestion</name>
    <message>
        <source>Renumber Addresses</source>
        <translation>Adressen umnummerieren</translation>
    </message>
    <message numerus="yes">
        <source>%n address(es) of %1 are in the old prefix and would no longer fit.</source>
        <translation>
            <numerusform>%n Adresse von %1 liegt im alten Präfix und passt nicht mehr.</numerusform>
            <numerusform>%n Adressen von %1 liegen im alten Präfix und passen nicht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Renumbering moves each of them into the new prefix with the same host number (interfaces, cluster addresses, gateway and DNS servers), in the same undo step as the prefix.</source>
        <translation>Das Umnummerieren verschiebt jede in das neue Präfix mit derselben Hostnummer (Schnittstellen, Clusteradressen, Gateway und DNS-Server), im selben Bearbeitungsschritt wie das Präfix.</translation>
    </message>
    <message>
        <source>&amp;Renumber</source>
        <translation>&amp;Umnummerieren</translation>
    </message>
    <message>
        <source>Change the &amp;Prefix Only</source>
        <translation>Nur das &amp;Präfix ändern</translation>
    </message>
</context>
<context>
    <name>hvnet::Report</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>management</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>live migration</source>
        <translation>Livemigration</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>virtual machines</source>
        <translation>virtuelle Computer</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Hyper-V host</source>
        <translation>Hyper-V-Host</translation>
    </message>
    <message>
        <source>SOFS node</source>
        <translation>SOFS-Knoten</translation>
    </message>
    <message>
        <source>S2D node</source>
        <translation>S2D-Knoten</translation>
    </message>
    <message>
        <source>Hyper-V cluster</source>
        <translation>Hyper-V-Cluster</translation>
    </message>
    <message>
        <source>Scale-Out File Server</source>
        <translation>Dateiserver mit horizontaler Skalierung (SOFS)</translation>
    </message>
    <message>
        <source>Storage Spaces Direct</source>
        <translation>Direkte Speicherplätze (S2D)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>SMB Direct</source>
        <translation>SMB Direct</translation>
    </message>
    <message>
        <source>cluster heartbeat</source>
        <translation>Cluster-Heartbeat</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>benutzerdefiniert</translation>
    </message>
    <message>
        <source>switch independent</source>
        <translation>switchunabhängig</translation>
    </message>
    <message>
        <source>static</source>
        <translation>statisch</translation>
    </message>
    <message>
        <source>dynamic</source>
        <translation>dynamisch</translation>
    </message>
    <message>
        <source>Hyper-V port</source>
        <translation>Hyper-V-Port</translation>
    </message>
    <message>
        <source>address hash</source>
        <translation>Adresshash</translation>
    </message>
    <message>
        <source>compression</source>
        <translation>Komprimierung</translation>
    </message>
    <message>
        <source>peer link</source>
        <translation>Peer-Link</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>untagged</source>
        <translation>untagged</translation>
    </message>
    <message>
        <source>Network design report</source>
        <translation>Bericht zum Netzwerkdesign</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>not ready to build: errors %1, warnings %2</source>
        <translation>nicht bereit zur Umsetzung: Fehler %1, Warnungen %2</translation>
    </message>
    <message>
        <source>no errors; warnings %1</source>
        <translation>keine Fehler; Warnungen %1</translation>
    </message>
    <message>
        <source>passes every rule</source>
        <translation>erfüllt alle Regeln</translation>
    </message>
    <message>
        <source>; accepted deviations %1</source>
        <translation>; akzeptierte Abweichungen %1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Subnets</source>
        <translation>Subnetze</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>RDMA transport</source>
        <translation>RDMA-Transport</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>Network ATC</source>
        <translation>Network ATC</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>The design as drawn in the designer: nodes with their adapters (orange ports carry RDMA), switches, and cables coloured by the subnet they carry.</source>
        <translation>Das Design, wie es im Designer gezeichnet ist: Knoten mit ihren Adaptern (orangefarbene Ports übertragen RDMA), Switches und Kabel, gefärbt nach dem Subnetz, das sie übertragen.</translation>
    </message>
    <message>
        <source>%1 of %2 interfaces</source>
        <translation>%1 von %2 Schnittstellen</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Netzwerke</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>Subnetz</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>VLAN</source>
        <translation>VLAN</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>DNS servers</source>
        <translation>DNS-Server</translation>
    </message>
    <message>
        <source>Registers in DNS</source>
        <translation>DNS-Registrierung</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Geroutet</translation>
    </message>
    <message>
        <source>no, isolated</source>
        <translation>nein, isoliert</translation>
    </message>
    <message>
        <source>Quality of service</source>
        <translation>Quality of Service</translation>
    </message>
    <message>
        <source>The design defines no traffic classes: no DCB on the hosts.</source>
        <translation>Das Design definiert keine Datenverkehrsklassen: kein DCB auf den Hosts.</translation>
    </message>
    <message>
        <source>Hosts: DCBX willing is %1; every other priority shares the default class.</source>
        <translation>Hosts: DCBX Willing ist %1; alle anderen Prioritäten teilen sich die Standardklasse.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Datenverkehr</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>ETS share</source>
        <translation>ETS-Anteil</translation>
    </message>
    <message>
        <source> (port %1)</source>
        <translation> (Port %1)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>everything else</source>
        <translation>alles Übrige</translation>
    </message>
    <message>
        <source>Host side</source>
        <translation>Hostseite</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>DCB</source>
        <translation>DCB</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>PFC priorities</source>
        <translation>PFC-Prioritäten</translation>
    </message>
    <message>
        <source>ETS shares</source>
        <translation>ETS-Anteile</translation>
    </message>
    <message>
        <source>DCBX willing</source>
        <translation>DCBX Willing</translation>
    </message>
    <message>
        <source>Switch side</source>
        <translation>Switchseite</translation>
    </message>
    <message>
        <source>ETS bandwidth shares per priority, hosts and switches side by side.</source>
        <translation>ETS-Bandbreitenanteile je Priorität, Hosts und Switches nebeneinander.</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>vSwitch %1</source>
        <translation>vSwitch %1</translation>
    </message>
    <message>
        <source> (mapped to %1)</source>
        <translation> (zugeordnet zu %1)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Jumbo packet</source>
        <translation>Jumbo Packet</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Load balancing</source>
        <translation>Lastenausgleich</translation>
    </message>
    <message>
        <source>vSwitch</source>
        <translation>vSwitch</translation>
    </message>
    <message>
        <source>Uplinks</source>
        <translation>Uplinks</translation>
    </message>
    <message>
        <source>Embedded teaming</source>
        <translation>Embedded Teaming</translation>
    </message>
    <message>
        <source>Management OS</source>
        <translation>Verwaltungsbetriebssystem</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>Angebunden an</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>(not assigned)</source>
        <translation>(nicht zugewiesen)</translation>
    </message>
    <message>
        <source>SMB Multichannel constraint: to %1 only through %2.</source>
        <translation>Einschränkung für SMB Multichannel: zu %1 nur über %2.</translation>
    </message>
    <message>
        <source>Live migration: %1</source>
        <translation>Livemigration: %1</translation>
    </message>
    <message>
        <source>, SMB bandwidth limit %1 MB/s</source>
        <translation>, SMB-Bandbreitenlimit %1 MB/s</translation>
    </message>
    <message>
        <source>Clusters and nodes</source>
        <translation>Cluster und Knoten</translation>
    </message>
    <message>
        <source>Each node with its adapters, teams, virtual switches and interfaces, grouped by cluster.</source>
        <translation>Jeder Knoten mit seinen Adaptern, Teams, virtuellen Switches und Schnittstellen, gruppiert nach Cluster.</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Access point</source>
        <translation>Zugriffspunkt</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <source>Nodes outside a cluster</source>
        <translation>Knoten außerhalb eines Clusters</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Verkabelung</translation>
    </message>
    <message>
        <source>Every switch port with what it connects to, the VLANs it carries and whether PFC is on; then the direct connections and peer links.</source>
        <translation>Jeder Switch-Port mit seiner Gegenstelle, den übertragenen VLANs und dem PFC-Status; danach die Direktverbindungen und Peer-Links.</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>Switch %1</translation>
    </message>
    <message>
        <source>Platform %1%2; DCB %3; MTU %4.</source>
        <translation>Plattform %1%2; DCB %3; MTU %4.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Connected to</source>
        <translation>Verbunden mit</translation>
    </message>
    <message>
        <source>VLANs</source>
        <translation>VLANs</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Nativ</translation>
    </message>
    <message>
        <source>End A</source>
        <translation>Ende A</translation>
    </message>
    <message>
        <source>End B</source>
        <translation>Ende B</translation>
    </message>
    <message>
        <source>Direct connections and peer links</source>
        <translation>Direktverbindungen und Peer-Links</translation>
    </message>
    <message>
        <source>Errors: %1. Warnings: %2. Notes: %3. Accepted deviations: %4.</source>
        <translation>Fehler: %1. Warnungen: %2. Hinweise: %3. Akzeptierte Abweichungen: %4.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>The design passes every rule of the catalogue.</source>
        <translation>Das Design erfüllt alle Regeln des Katalogs.</translation>
    </message>
    <message>
        <source>Accepted deviations</source>
        <translation>Akzeptierte Abweichungen</translation>
    </message>
    <message>
        <source>Why these rules matter</source>
        <translation>Warum diese Regeln wichtig sind</translation>
    </message>
    <message>
        <source>%1 - %2. %3 Source: %4</source>
        <translation>%1 - %2. %3 Quelle: %4</translation>
    </message>
    <message>
        <source>Deployment order</source>
        <translation>Bereitstellungsreihenfolge</translation>
    </message>
    <message>
        <source>every switch</source>
        <translation>alle Switches</translation>
    </message>
    <message>
        <source>apply in the switch&apos;s configuration mode, then save</source>
        <translation>im Konfigurationsmodus des Switches anwenden, dann speichern</translation>
    </message>
    <message>
        <source>read before configuring the switches</source>
        <translation>vor der Konfiguration der Switches lesen</translation>
    </message>
    <message>
        <source>run to compare the node with the design</source>
        <translation>ausführen, um den Knoten mit dem Design zu vergleichen</translation>
    </message>
    <message>
        <source>run as administrator</source>
        <translation>als Administrator ausführen</translation>
    </message>
    <message>
        <source>one node of %1</source>
        <translation>ein Knoten von %1</translation>
    </message>
    <message>
        <source>run once, after every member&apos;s script</source>
        <translation>einmal ausführen, nach den Skripten aller Mitglieder</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Export the PowerShell scripts and switch configurations to see the order.</source>
        <translation>Exportieren Sie die PowerShell-Skripte und Switch-Konfigurationen, um die Reihenfolge zu sehen.</translation>
    </message>
    <message>
        <source>Switches first, so that DCB is in place before the hosts send RDMA traffic; then storage nodes, hosts, clusters, and finally the checks.</source>
        <translation>Zuerst die Switches, damit DCB eingerichtet ist, bevor die Hosts RDMA-Datenverkehr senden; dann Speicherknoten, Hosts, Cluster und zuletzt die Prüfungen.</translation>
    </message>
    <message>
        <source>Appendix: generated scripts and configurations</source>
        <translation>Anhang: erzeugte Skripte und Konfigurationen</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Topology diagram</source>
        <translation>Topologiediagramm</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>Revision %1</translation>
    </message>
    <message>
        <source>Generated by hvnet from the design file; every table follows from the design.</source>
        <translation>Von hvnet aus der Designdatei erzeugt; jede Tabelle ergibt sich aus dem Design.</translation>
    </message>
    <message>
        <source>Hyper-V hosts: %1</source>
        <translation>Hyper-V-Hosts: %1</translation>
    </message>
    <message>
        <source>storage nodes: %1</source>
        <translation>Speicherknoten: %1</translation>
    </message>
    <message>
        <source>other: %1</source>
        <translation>Sonstige: %1</translation>
    </message>
    <message>
        <source>Cluster %1 as drawn in the designer: its members and the switch ports they use.</source>
        <translation>Cluster %1, wie im Designer gezeichnet: seine Mitglieder und die von ihnen genutzten Switch-Ports.</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>P0 default</source>
        <translation>P0 Standard</translation>
    </message>
    <message>
        <source>ETS bandwidth share per priority</source>
        <translation>ETS-Bandbreitenanteil je Priorität</translation>
    </message>
    <message>
        <source>Each file is printed as exported beside this report; on paper, a line longer than the page continues on the next line after an arrow. Run the exported file, not a copy from the page: its SHA-256 below tells the one you have is the one printed.</source>
        <translation>Jede Datei ist so gedruckt, wie sie neben diesem Bericht exportiert wurde; auf Papier wird eine Zeile, die länger als die Seite ist, nach einem Pfeil in der nächsten Zeile fortgesetzt. Führen Sie die exportierte Datei aus, keine Kopie von der Seite: Ihr SHA-256 unten zeigt, ob Ihre Datei die gedruckte ist.</translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256 %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>hvnet::ReportPrinter</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Design Report</source>
        <translation>Designbericht</translation>
    </message>
    <message>
        <source>Preparing the report...</source>
        <translation>Der Bericht wird vorbereitet...</translation>
    </message>
    <message>
        <source>Laying out the report&apos;s pages...</source>
        <translation>Die Seiten des Berichts werden gesetzt...</translation>
    </message>
    <message>
        <source>Print Preview - %1</source>
        <translation>Druckvorschau - %1</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Bericht drucken</translation>
    </message>
</context>
<context>
    <name>hvnet::RuleCatalogueDialog</name>
    <message>
        <source>Rule Catalogue</source>
        <translation>Regelkatalog</translation>
    </message>
    <message>
        <source>Filter by id or title</source>
        <translation>Nach ID oder Titel filtern</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
</context>
<context>
    <name>hvnet::StarterGallery</name>
    <message>
        <source>Two-node switchless S2D</source>
        <translation>S2D mit zwei Knoten ohne Switch</translation>
    </message>
    <message>
        <source>Two Storage Spaces Direct nodes with their RoCEv2 storage ports cabled to each other, one subnet per cable and no storage switch; management and VMs on a SET vSwitch to a switch pair.</source>
        <translation>Zwei Storage-Spaces-Direct-Knoten, deren RoCEv2-Speicherports direkt miteinander verkabelt sind, ein Subnetz je Kabel und kein Speicher-Switch; Verwaltung und VMs über einen SET-vSwitch an ein Switch-Paar.</translation>
    </message>
    <message>
        <source>Three-node switchless S2D</source>
        <translation>S2D mit drei Knoten ohne Switch</translation>
    </message>
    <message>
        <source>Three Storage Spaces Direct nodes in a full mesh: one RoCEv2 cable between each two nodes, one storage subnet per cable; management and VMs on a SET vSwitch to an MLAG pair.</source>
        <translation>Drei Storage-Spaces-Direct-Knoten im vollständigen Netz: ein RoCEv2-Kabel zwischen je zwei Knoten, ein Speichersubnetz je Kabel; Verwaltung und VMs über einen SET-vSwitch an ein MLAG-Paar.</translation>
    </message>
    <message>
        <source>Hyperconverged S2D with SET</source>
        <translation>Hyperkonvergentes S2D mit SET</translation>
    </message>
    <message>
        <source>Four Storage Spaces Direct nodes converged on a SET vSwitch over two RoCEv2 ports: management and two storage vNICs, one storage VLAN per ToR, DCB on both switches.</source>
        <translation>Vier Storage-Spaces-Direct-Knoten, konvergent auf einem SET-vSwitch über zwei RoCEv2-Ports: Verwaltung und zwei Speicher-vNICs, ein Speicher-VLAN je ToR, DCB auf beiden Switches.</translation>
    </message>
    <message>
        <source>Disaggregated: Hyper-V on an S2D file server</source>
        <translation>Disaggregiert: Hyper-V auf einem S2D-Dateiserver</translation>
    </message>
    <message>
        <source>A Hyper-V compute cluster whose VMs live on a Scale-Out File Server built on Storage Spaces Direct, SMB Direct over RoCEv2 through one switch pair, SMB Multichannel constrained to the storage vNICs.</source>
        <translation>Ein Hyper-V-Compute-Cluster, dessen VMs auf einem Scale-Out-Dateiserver über Storage Spaces Direct liegen, SMB Direct über RoCEv2 durch ein Switch-Paar, SMB Multichannel auf die Speicher-vNICs beschränkt.</translation>
    </message>
    <message>
        <source>Azure Local with Network ATC</source>
        <translation>Azure Local mit Network ATC</translation>
    </message>
    <message>
        <source>Azure Local nodes whose host networking Network ATC deploys from two intents: management and compute on a SET vSwitch, storage on two RoCEv2 ports with one VLAN per ToR.</source>
        <translation>Azure-Local-Knoten, deren Hostnetzwerk Network ATC aus zwei Intents bereitstellt: Verwaltung und Compute auf einem SET-vSwitch, Speicher auf zwei RoCEv2-Ports mit einem VLAN je ToR.</translation>
    </message>
    <message>
        <source>Hyper-V on a Scale-Out File Server (2012 R2)</source>
        <translation>Hyper-V auf einem Scale-Out-Dateiserver (2012 R2)</translation>
    </message>
    <message>
        <source>A Hyper-V cluster on a Scale-Out File Server over iWARP: two isolated storage subnets on two storage switches, unteamed rNICs, management on LBFO teams.</source>
        <translation>Ein Hyper-V-Cluster auf einem Scale-Out-Dateiserver über iWARP: zwei getrennte Speichersubnetze auf zwei Speicher-Switches, rNICs ohne Team, Verwaltung auf LBFO-Teams.</translation>
    </message>
    <message>
        <source>New from Template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>Starter designs</source>
        <translation>Startentwürfe</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n server(s)</source>
        <translation>
            <numerusform>%1 · %n Server</numerusform>
            <numerusform>%1 · %n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n switch(es)</source>
        <translation>
            <numerusform> · %n Switch</numerusform>
            <numerusform> · %n Switches</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>&amp;Starter design:</source>
        <translation>&amp;Startentwurf:</translation>
    </message>
</context>
<context>
    <name>hvnet::SubnetsDialog</name>
    <message>
        <source>Subnets and VLANs</source>
        <translation>Subnetze und VLANs</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>VLAN</source>
        <translation>VLAN</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>DNS servers</source>
        <translation>DNS-Server</translation>
    </message>
    <message>
        <source>&amp;Add Subnet</source>
        <translation>Subnetz &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Each storage network gets a subnet and VLAN of its own. VLAN 0 is untagged.</source>
        <translation>Jedes Speichernetzwerk erhält ein eigenes Subnetz und VLAN. VLAN 0 ist untagged.</translation>
    </message>
    <message>
        <source>untagged</source>
        <translation>untagged</translation>
    </message>
    <message>
        <source>New subnet</source>
        <translation>Neues Subnetz</translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n interface(s); move them to another subnet first.</source>
        <translation>
            <numerusform>%1 wird von %n Schnittstelle verwendet; verschieben Sie sie zuerst in ein anderes Subnetz.</numerusform>
            <numerusform>%1 wird von %n Schnittstellen verwendet; verschieben Sie sie zuerst in ein anderes Subnetz.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has host bits set</source>
        <translation>%1 hat gesetzte Hostbits</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a prefix like 10.1.2.0/24</source>
        <translation>&quot;%1&quot; ist kein Präfix wie 10.1.2.0/24</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address</source>
        <translation>&quot;%1&quot; ist keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>&amp;Typical Subnets</source>
        <translation>&amp;Typische Subnetze</translation>
    </message>
    <message>
        <source>Adds what a converged design needs and the table lacks: a management subnet (untagged; type its prefix) and two storage subnets with Network ATC&apos;s defaults, 10.71.1.0/24 on VLAN 711 and 10.71.2.0/24 on VLAN 712.</source>
        <translation>Fügt hinzu, was ein konvergentes Design braucht und der Tabelle fehlt: ein Verwaltungs-Subnetz (ohne Tag; Präfix eintippen) und zwei Storage-Subnetze mit den Vorgaben von Network ATC, 10.71.1.0/24 in VLAN 711 und 10.71.2.0/24 in VLAN 712.</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <source>Storage %1</source>
        <translation>Storage %1</translation>
    </message>
    <message>
        <source>The table has a management subnet and two storage subnets already.</source>
        <translation>Die Tabelle hat bereits ein Verwaltungs-Subnetz und zwei Storage-Subnetze.</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchChangeText</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>VLAN %1 added</source>
        <translation>VLAN %1 hinzugefügt</translation>
    </message>
    <message>
        <source>VLAN %1 removed</source>
        <translation>VLAN %1 entfernt</translation>
    </message>
    <message>
        <source>VLANs %1 added</source>
        <translation>VLANs %1 hinzugefügt</translation>
    </message>
    <message>
        <source>VLANs %1 removed</source>
        <translation>VLANs %1 entfernt</translation>
    </message>
    <message>
        <source>added (the port is not configured)</source>
        <translation>hinzugefügt (der Port ist nicht konfiguriert)</translation>
    </message>
    <message>
        <source>becomes a %1 port (is %2)</source>
        <translation>wird ein %1-Port (ist %2)</translation>
    </message>
    <message>
        <source>native VLAN %1 -&gt; %2</source>
        <translation>natives VLAN %1 -&gt; %2</translation>
    </message>
    <message>
        <source>MTU %1 -&gt; %2</source>
        <translation>MTU %1 -&gt; %2</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>PFC off (is on priority %1)</source>
        <translation>PFC aus (ist auf Priorität %1 an)</translation>
    </message>
    <message>
        <source>PFC on priority %1</source>
        <translation>PFC auf Priorität %1</translation>
    </message>
    <message>
        <source>PFC moves from priority %1 to %2</source>
        <translation>PFC wechselt von Priorität %1 zu %2</translation>
    </message>
    <message>
        <source>PFC forced on instead of negotiated through DCBX</source>
        <translation>PFC fest eingeschaltet statt über DCBX ausgehandelt</translation>
    </message>
    <message>
        <source>LLDP on</source>
        <translation>LLDP ein</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>VLAN %1 (%2) added</source>
        <translation>VLAN %1 (%2) hinzugefügt</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>lossless priorities of the QoS policy move from %1 to %2</source>
        <translation>die verlustfreien Prioritäten der QoS-Richtlinie wechseln von %1 zu %2</translation>
    </message>
    <message>
        <source>priority %1 moves from queue %2 to queue %3</source>
        <translation>Priorität %1 wechselt von Warteschlange %2 zu Warteschlange %3</translation>
    </message>
    <message>
        <source>priority %1 leaves strict-priority queue %2</source>
        <translation>Priorität %1 verlässt die Strict-Priority-Warteschlange %2</translation>
    </message>
    <message>
        <source>queue %1 bandwidth %2% -&gt; %3%</source>
        <translation>Warteschlange %1 Bandbreite %2 % -&gt; %3 %</translation>
    </message>
    <message>
        <source>queue %1 marks ECN</source>
        <translation>Warteschlange %1 markiert ECN</translation>
    </message>
    <message>
        <source>the ETS shares add up to 100% (now %1%)</source>
        <translation>die ETS-Anteile ergeben zusammen 100 % (jetzt %1 %)</translation>
    </message>
    <message>
        <source>PFC watchdog on</source>
        <translation>PFC-Watchdog ein</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchEvidence</name>
    <message>
        <source>this is JSON; save the text of &apos;%1&apos;</source>
        <translation>dies ist JSON; den Text von &apos;%1&apos; speichern</translation>
    </message>
    <message>
        <source>no interface or VLAN of a %1 configuration was found; is this the output of &apos;%2&apos;?</source>
        <translation>keine Schnittstelle und kein VLAN einer %1-Konfiguration gefunden; ist dies die Ausgabe von &apos;%2&apos;?</translation>
    </message>
    <message>
        <source>the file is empty: paste the output of &apos;%1&apos; into it</source>
        <translation>die Datei ist leer: fügen Sie die Ausgabe von &apos;%1&apos; ein</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchExporter</name>
    <message>
        <source>switch %1 (%2) has at most %3 lossless priorities; the design asks for %4</source>
        <translation>Switch %1 (%2) unterstützt höchstens %3 verlustfreie Prioritäten; das Design verlangt %4</translation>
    </message>
    <message>
        <source>switch %1: &quot;%2&quot; is not a port name the switch can take (letters, digits and / . _ : -)</source>
        <translation>Switch %1: &quot;%2&quot; ist kein Portname, den der Switch annehmen kann (Buchstaben, Ziffern und / . _ : -)</translation>
    </message>
    <message>
        <source>template switches/%1: %2</source>
        <translation>Vorlage switches/%1: %2</translation>
    </message>
    <message>
        <source>two switch configurations would be written to %1; give the switches distinct names</source>
        <translation>zwei Switch-Konfigurationen würden nach %1 geschrieben; geben Sie den Switches eindeutige Namen</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchPlan</name>
    <message>
        <source>PFC priorities are stated as %1; the design makes %2 lossless</source>
        <translation>PFC-Prioritäten laut Angabe: %1; das Design macht %2 verlustfrei</translation>
    </message>
    <message>
        <source>ETS shares are stated as %1; the design gives %2</source>
        <translation>ETS-Anteile laut Angabe: %1; das Design vergibt %2</translation>
    </message>
    <message>
        <source>DCBX willing is stated on; the design wants it off</source>
        <translation>DCBX Willing ist laut Angabe ein; das Design verlangt aus</translation>
    </message>
    <message>
        <source>the switch does not run DCB: no QoS is configured on it</source>
        <translation>der Switch betreibt kein DCB: auf ihm ist keine QoS konfiguriert</translation>
    </message>
    <message>
        <source>port %1 allows VLANs %2 as stated; the design needs %3</source>
        <translation>Port %1 erlaubt laut Angabe die VLANs %2; das Design benötigt %3</translation>
    </message>
    <message>
        <source>port %1 has PFC %2 as stated; the design wants it %3</source>
        <translation>Port %1 hat laut Angabe PFC %2; das Design verlangt %3</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>switch %1 states firmware &quot;%2&quot;, which is no release number</source>
        <translation>Switch %1 gibt die Firmware &quot;%2&quot; an, die keine Versionsnummer ist</translation>
    </message>
    <message>
        <source>switch %1 runs %2; hvnet&apos;s %3 configuration is written for %4</source>
        <translation>Switch %1 läuft mit %2; die %3-Konfiguration von hvnet ist für %4 geschrieben</translation>
    </message>
    <message>
        <source>firmware %1 is newer than the releases this configuration was checked against (%2): check the syntax on the switch</source>
        <translation>Firmware %1 ist neuer als die Versionen, gegen die diese Konfiguration geprüft wurde (%2): prüfen Sie die Syntax auf dem Switch</translation>
    </message>
    <message>
        <source>priority %1 is served in queue %2: %3 keeps queue %1 for the switch&apos;s own control traffic</source>
        <translation>Priorität %1 wird in Warteschlange %2 bedient: %3 hält Warteschlange %1 für den eigenen Steuerverkehr des Switches frei</translation>
    </message>
    <message>
        <source>priority %1 in queue %2</source>
        <translation>Priorität %1 in Warteschlange %2</translation>
    </message>
    <message>
        <source>%1 numbers the queues a profile uses from 0 without a gap: %2</source>
        <translation>%1 nummeriert die Warteschlangen eines Profils lückenlos ab 0: %2</translation>
    </message>
    <message>
        <source>port %1 is a peer-link member, which %2 does not make a trunk: the VLANs stated on it are not written, the peer link carries every VLAN</source>
        <translation>Port %1 gehört zum Peer-Link, den %2 nicht als Trunk konfiguriert: die dort angegebenen VLANs werden nicht geschrieben, der Peer-Link trägt jedes VLAN</translation>
    </message>
    <message>
        <source>the %1 domain with %2 is not written: the design states it for %3</source>
        <translation>die %1-Domäne mit %2 wird nicht geschrieben: das Design gibt sie für %3 an</translation>
    </message>
    <message>
        <source>this switch only</source>
        <translation>nur diesen Switch</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <source>neither switch</source>
        <translation>keinen der beiden Switches</translation>
    </message>
    <message>
        <source>%1 derives the domain&apos;s system MAC itself; the design&apos;s %2 is not written</source>
        <translation>%1 leitet die System-MAC der Domäne selbst ab; die %2 des Designs wird nicht geschrieben</translation>
    </message>
    <message>
        <source>IRF member 2: its ports are written as numbered after the renumbering (%1), as the fabric names them</source>
        <translation>IRF-Mitglied 2: seine Ports werden mit ihrer Nummer nach der Umnummerierung (%1) geschrieben, so wie die Fabric sie benennt</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchPlatformSpec</name>
    <message>
        <source>Cisco NX-OS</source>
        <translation>Cisco NX-OS</translation>
    </message>
    <message>
        <source>Dell SmartFabric OS10</source>
        <translation>Dell SmartFabric OS10</translation>
    </message>
    <message>
        <source>Arista EOS</source>
        <translation>Arista EOS</translation>
    </message>
    <message>
        <source>HPE Comware 7</source>
        <translation>HPE Comware 7</translation>
    </message>
    <message>
        <source>HPE Aruba Networking AOS-CX</source>
        <translation>HPE Aruba Networking AOS-CX</translation>
    </message>
    <message>
        <source>NVIDIA Cumulus Linux</source>
        <translation>NVIDIA Cumulus Linux</translation>
    </message>
    <message>
        <source>Juniper Junos OS</source>
        <translation>Juniper Junos OS</translation>
    </message>
    <message>
        <source>Generic switch</source>
        <translation>Generischer Switch</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchPush</name>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>%1 printed no running configuration</source>
        <translation>%1 hat keine laufende Konfiguration ausgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n configuration line(s) the check does not compare (names, descriptions) differ</source>
        <translation>
            <numerusform>%1: %n Konfigurationszeile, die die Prüfung nicht vergleicht (Namen, Beschreibungen), weicht ab</numerusform>
            <numerusform>%1: %n Konfigurationszeilen, die die Prüfung nicht vergleicht (Namen, Beschreibungen), weichen ab</numerusform>
        </translation>
    </message>
    <message>
        <source>no difference: nothing to send</source>
        <translation>kein Unterschied: nichts zu senden</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) to send</source>
        <translation>
            <numerusform>%n Zeile zu senden</numerusform>
            <numerusform>%n Zeilen zu senden</numerusform>
        </translation>
    </message>
    <message>
        <source>a dry run: nothing sent</source>
        <translation>ein Probelauf: nichts gesendet</translation>
    </message>
    <message>
        <source>%1 has no way back hvnet knows of, so hvnet does not change it</source>
        <translation>für %1 kennt hvnet keinen Weg zurück, daher ändert hvnet ihn nicht</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>applied; %1 takes it back unless confirmed within %2 minute(s)</source>
        <translation>angewendet; %1 nimmt die Änderung zurück, sofern sie nicht innerhalb von %2 Minute(n) bestätigt wird</translation>
    </message>
    <message>
        <source>applied; hvnet takes it back unless the switch reads back clean</source>
        <translation>angewendet; hvnet nimmt die Änderung zurück, sofern der Switch beim Zurücklesen nicht einwandfrei ist</translation>
    </message>
    <message>
        <source>reads back clean; LLDP neighbours as before</source>
        <translation>Zurücklesen einwandfrei; LLDP-Nachbarn wie zuvor</translation>
    </message>
    <message>
        <source>the switch could not be read back: %1</source>
        <translation>der Switch konnte nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>read back, %1 still differs from the plan: %2</source>
        <translation>nach dem Zurücklesen weicht %1 noch vom Plan ab: %2</translation>
    </message>
    <message>
        <source>LLDP neighbours no longer seen: %1</source>
        <translation>nicht mehr sichtbare LLDP-Nachbarn: %1</translation>
    </message>
    <message>
        <source>not confirmed: %1 takes the change back by itself when its %2-minute window ends</source>
        <translation>nicht bestätigt: %1 nimmt die Änderung von selbst zurück, wenn sein %2-Minuten-Fenster endet</translation>
    </message>
    <message>
        <source>%1 has no way back: the change stays</source>
        <translation>%1 hat keinen Weg zurück: die Änderung bleibt</translation>
    </message>
    <message>
        <source>the configuration read before is back</source>
        <translation>die zuvor gelesene Konfiguration ist wiederhergestellt</translation>
    </message>
    <message>
        <source>the design has no switch %1</source>
        <translation>das Design hat keinen Switch %1</translation>
    </message>
    <message>
        <source>%1 is on %2, a checklist hvnet cannot read or change over SSH</source>
        <translation>%1 läuft auf %2, einer Checklisten-Plattform, die hvnet über SSH weder lesen noch ändern kann</translation>
    </message>
    <message>
        <source>no configuration was rendered for %1</source>
        <translation>für %1 wurde keine Konfiguration erzeugt</translation>
    </message>
</context>
<context>
    <name>hvnet::SwitchStateCheck</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>VLAN %1 is not defined</source>
        <translation>VLAN %1 ist nicht definiert</translation>
    </message>
    <message>
        <source>port %1 is not configured</source>
        <translation>Port %1 ist nicht konfiguriert</translation>
    </message>
    <message>
        <source>port %1 carries VLANs %2; the plan has %3</source>
        <translation>Port %1 führt die VLANs %2; der Plan sieht %3 vor</translation>
    </message>
    <message>
        <source>port %1 has native VLAN %2; the plan has %3</source>
        <translation>Port %1 hat das native VLAN %2; der Plan sieht %3 vor</translation>
    </message>
    <message>
        <source>port %1 has MTU %2; the plan has %3</source>
        <translation>Port %1 hat die MTU %2; der Plan sieht %3 vor</translation>
    </message>
    <message>
        <source>port %1 has PFC on priorities %2; the plan has %3</source>
        <translation>Port %1 hat PFC auf den Prioritäten %2; der Plan sieht %3 vor</translation>
    </message>
    <message>
        <source>port %1 negotiates PFC through DCBX instead of forcing it on</source>
        <translation>Port %1 handelt PFC über DCBX aus, statt es fest einzuschalten</translation>
    </message>
    <message>
        <source>priority %1 is served in queue %2; the plan has queue %3</source>
        <translation>Priorität %1 wird in Warteschlange %2 bedient; der Plan sieht Warteschlange %3 vor</translation>
    </message>
    <message>
        <source>priority %1 lands in strict-priority queue %2</source>
        <translation>Priorität %1 landet in der Strict-Priority-Warteschlange %2</translation>
    </message>
    <message>
        <source>queue %1 has %2% of the bandwidth; the plan has %3%</source>
        <translation>Warteschlange %1 hat %2 % der Bandbreite; der Plan sieht %3 % vor</translation>
    </message>
    <message>
        <source>lossless queue %1 does not mark ECN</source>
        <translation>die verlustfreie Warteschlange %1 markiert kein ECN</translation>
    </message>
    <message>
        <source>the ETS shares add up to %1%, not 100%</source>
        <translation>die ETS-Anteile ergeben zusammen %1 %, nicht 100 %</translation>
    </message>
    <message>
        <source>the PFC watchdog is off</source>
        <translation>der PFC-Watchdog ist aus</translation>
    </message>
    <message>
        <source>port %1 has PFC operationally off</source>
        <translation>Port %1 hat PFC im Betrieb ausgeschaltet</translation>
    </message>
    <message>
        <source>port %1 has PFC in effect on priorities %2; the plan has %3</source>
        <translation>Port %1 hat PFC wirksam auf den Prioritäten %2; der Plan sieht %3 vor</translation>
    </message>
    <message>
        <source>port %1 does not run LLDP, so it advertises no DCB settings</source>
        <translation>Port %1 führt kein LLDP aus und kündigt daher keine DCB-Einstellungen an</translation>
    </message>
    <message>
        <source>LLDP is off on the switch, so it advertises no DCB settings</source>
        <translation>LLDP ist auf dem Switch aus, daher kündigt er keine DCB-Einstellungen an</translation>
    </message>
    <message>
        <source>the switch&apos;s QoS policy makes priorities %1 lossless; the plan has %2</source>
        <translation>die QoS-Richtlinie des Switches macht die Prioritäten %1 verlustfrei; der Plan sieht %2 vor</translation>
    </message>
    <message>
        <source>port %1 is a %2 port; as a peer-link member of %3 it must be %4</source>
        <translation>Port %1 ist ein %2-Port; als Peer-Link-Port von %3 muss er %4 sein</translation>
    </message>
    <message>
        <source>out of layer 2 (no switchport)</source>
        <translation>außerhalb von Layer 2 (no switchport)</translation>
    </message>
    <message>
        <source>an IRF interface without layer-2 lines</source>
        <translation>eine IRF-Schnittstelle ohne Layer-2-Zeilen</translation>
    </message>
    <message>
        <source>port %1 is a %2 port; the plan has a %3 port</source>
        <translation>Port %1 ist ein %2-Port; der Plan sieht einen %3-Port vor</translation>
    </message>
    <message>
        <source>no redundancy domain is configured; the plan has domain %1 with %2</source>
        <translation>keine Redundanzdomäne ist konfiguriert; der Plan hat Domäne %1 mit %2</translation>
    </message>
    <message>
        <source>the redundancy domain is %1; the plan has %2</source>
        <translation>die Redundanzdomäne ist %1; der Plan hat %2</translation>
    </message>
    <message>
        <source>the keepalive goes to %1; the plan has %2 (%3)</source>
        <translation>der Keepalive geht an %1; der Plan hat %2 (%3)</translation>
    </message>
    <message>
        <source>the keepalive leaves from %1; the plan has %2</source>
        <translation>der Keepalive geht von %1 aus; der Plan hat %2</translation>
    </message>
    <message>
        <source>the keepalive runs in VRF %1; the plan has %2</source>
        <translation>der Keepalive läuft in der VRF %1; der Plan hat %2</translation>
    </message>
    <message>
        <source>the domain&apos;s system MAC is %1; the plan has %2</source>
        <translation>die System-MAC der Domäne ist %1; der Plan hat %2</translation>
    </message>
    <message>
        <source>the switch&apos;s own</source>
        <translation>die des Switches selbst</translation>
    </message>
    <message>
        <source>the switch is configured %1; the plan makes it %2</source>
        <translation>der Switch ist %1 konfiguriert; der Plan macht ihn %2</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>primär</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>sekundär</translation>
    </message>
    <message>
        <source>its address on the peer-link VLAN is %1; the plan has %2</source>
        <translation>seine Adresse im Peer-Link-VLAN ist %1; der Plan hat %2</translation>
    </message>
    <message>
        <source>the peer is addressed as %1 on the peer-link VLAN; the plan has %2 (%3)</source>
        <translation>der Partner hat im Peer-Link-VLAN die Adresse %1; der Plan hat %2 (%3)</translation>
    </message>
    <message>
        <source>the role priority is %1; the plan has %2</source>
        <translation>die Rollenpriorität ist %1; der Plan hat %2</translation>
    </message>
    <message>
        <source>port %1 is not a member of the peer link</source>
        <translation>Port %1 gehört nicht zum Peer-Link</translation>
    </message>
</context>
<context>
    <name>hvnet::TemplateStore</name>
    <message>
        <source>cannot read template %1: %2</source>
        <translation>Vorlage %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>there is no template %1</source>
        <translation>es gibt keine Vorlage %1</translation>
    </message>
</context>
<context>
    <name>hvnet::ValidationReport</name>
    <message>
        <source>objects: %1</source>
        <translation>Objekte: %1</translation>
    </message>
    <message numerus="yes">
        <source>Accepted deviations (%n)</source>
        <translation>
            <numerusform>Akzeptierte Abweichung (%n)</numerusform>
            <numerusform>Akzeptierte Abweichungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>accepted: %1</source>
        <translation>akzeptiert: %1</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>%1: validation %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.</source>
        <translation>%1: Validierung %2 mit %3 Fehler(n), %4 Warnung(en), %5 Info, %6 akzeptiert.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s).</source>
        <translation>
            <numerusform>%n Regel.</numerusform>
            <numerusform>%n Regeln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Errors (%n)</source>
        <translation>
            <numerusform>Fehler (%n)</numerusform>
            <numerusform>Fehler (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>Warnung (%n)</numerusform>
            <numerusform>Warnungen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Information (%n)</source>
        <translation>
            <numerusform>Information (%n)</numerusform>
            <numerusform>Informationen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>evidence: %1</source>
        <translation>Nachweis: %1</translation>
    </message>
    <message>
        <source>%1: check against the evidence %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.</source>
        <translation>%1: Vergleich mit den Nachweisen %2 mit %3 Fehler(n), %4 Warnung(en), %5 Info, %6 akzeptiert.</translation>
    </message>
</context>
<context>
    <name>hvnet::commands</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Set VLAN of %1 to %2</source>
        <translation>VLAN von %1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>%1 mit %2 verbinden</translation>
    </message>
    <message>
        <source>Disconnect %1 from %2</source>
        <translation>%1 von %2 trennen</translation>
    </message>
    <message>
        <source>Disconnect a cable</source>
        <translation>Ein Kabel trennen</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>Notiz verschieben</translation>
    </message>
</context>
<context>
    <name>hvnet::designer</name>
    <message>
        <source>No display: ran headless. Wrote:</source>
        <translation>Keine Anzeige: ohne Oberfläche (headless) ausgeführt. Geschrieben:</translation>
    </message>
    <message>
        <source>The hvnet designer for converged Hyper-V networks.</source>
        <translation>Der hvnet-Designer für konvergente Hyper-V-Netzwerke.</translation>
    </message>
    <message>
        <source>where the headless run writes (default ./out)</source>
        <translation>wohin der Headless-Lauf schreibt (Standard ./out)</translation>
    </message>
    <message>
        <source>run the headless job even with a display</source>
        <translation>den Headless-Job auch mit Anzeige ausführen</translation>
    </message>
    <message>
        <source>a design to open</source>
        <translation>ein zu öffnendes Design</translation>
    </message>
    <message>
        <source>hvnet-designer: not exported: %1</source>
        <translation>hvnet-designer: nicht exportiert: %1</translation>
    </message>
    <message>
        <source>hvnet-designer: %1</source>
        <translation>hvnet-designer: %1</translation>
    </message>
</context>
<context>
    <name>hvnet::export</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hvnet::live</name>
    <message>
        <source>%1: the evidence does not say which Windows the host runs; the version is not checked</source>
        <translation>%1: Die Nachweise sagen nicht, welches Windows der Host ausführt; die Version wird nicht geprüft</translation>
    </message>
    <message>
        <source>build %1 or later</source>
        <translation>Build %1 oder neuer</translation>
    </message>
    <message>
        <source>build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <source>the adapters</source>
        <translation>die Adapter</translation>
    </message>
    <message>
        <source>%1: the adapter &quot;%2&quot; is missing: Windows has no adapter of that name (it has %3). Rename the right one to the design&apos;s name (Rename-NetAdapter -Name &lt;its name&gt; -NewName %4), or correct the design.</source>
        <translation>%1: Der Adapter „%2“ fehlt: Windows hat keinen Adapter dieses Namens (es hat %3). Benennen Sie den richtigen nach dem Design um (Rename-NetAdapter -Name &lt;sein Name&gt; -NewName %4) oder korrigieren Sie das Design.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: the adapter &quot;%2&quot; is %3 (media %4); the design plans it up at %5 Gbps. Check its cable, transceiver and switch port; if it is disabled: Enable-NetAdapter -Name %6</source>
        <translation>%1: Der Adapter „%2“ ist %3 (Medium %4); das Design sieht ihn aktiv mit %5 Gbit/s vor. Prüfen Sie Kabel, Transceiver und Switchport; ist er deaktiviert: Enable-NetAdapter -Name %6</translation>
    </message>
    <message>
        <source>%1: the adapter &quot;%2&quot; runs at %3 Gbps; the design plans %4 Gbps. Check the cable, the transceiver and the switch port&apos;s speed; Get-NetAdapter -Name %5 shows the speed after a change.</source>
        <translation>%1: Der Adapter „%2“ läuft mit %3 Gbit/s; das Design sieht %4 Gbit/s vor. Prüfen Sie Kabel, Transceiver und die Geschwindigkeit des Switchports; Get-NetAdapter -Name %5 zeigt die Geschwindigkeit nach einer Änderung.</translation>
    </message>
    <message>
        <source>the adapters&apos; advanced properties (frame size, RDMA technology)</source>
        <translation>die erweiterten Eigenschaften der Adapter (Framegröße, RDMA-Technologie)</translation>
    </message>
    <message>
        <source>%1: %2 has *JumboPacket %3; the design plans %4 (%5). Fix: Set-NetAdapterAdvancedProperty -Name %6 -RegistryKeyword &apos;*JumboPacket&apos; -RegistryValue %4 (the adapter restarts), or run the node&apos;s deployment script.</source>
        <translation>%1: %2 hat *JumboPacket %3; das Design sieht %4 vor (%5). Abhilfe: Set-NetAdapterAdvancedProperty -Name %6 -RegistryKeyword &apos;*JumboPacket&apos; -RegistryValue %4 (der Adapter startet neu) oder das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>no setting</source>
        <translation>keine Einstellung</translation>
    </message>
    <message>
        <source>%1: the IP MTU in force on %2 is %3; its planned frames of %4 bytes make %5. Restart the adapter so the frame size takes effect: Restart-NetAdapter -Name %6</source>
        <translation>%1: Die wirksame IP-MTU auf %2 ist %3; die geplanten Frames von %4 Byte ergeben %5. Starten Sie den Adapter neu, damit die Framegröße wirkt: Restart-NetAdapter -Name %6</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Windows Server 2012 R2 and earlier have no RDMA on host vNICs</source>
        <translation>Windows Server 2012 R2 und älter haben kein RDMA auf Host-vNICs</translation>
    </message>
    <message>
        <source>its driver or firmware offers none, or RDMA is off in the adapter&apos;s firmware settings</source>
        <translation>sein Treiber oder seine Firmware bietet keines, oder RDMA ist in den Firmware-Einstellungen des Adapters aus</translation>
    </message>
    <message>
        <source>%1: %2 reports no RDMA (Get-NetAdapterRdma does not list it); the design plans SMB Direct over it: %3.</source>
        <translation>%1: %2 meldet kein RDMA (Get-NetAdapterRdma führt ihn nicht auf); das Design sieht SMB Direct darüber vor: %3.</translation>
    </message>
    <message>
        <source>%1: RDMA is disabled on %2; the design plans it on. Fix: Enable-NetAdapterRdma -Name %3</source>
        <translation>%1: RDMA ist auf %2 deaktiviert; das Design sieht es aktiviert vor. Abhilfe: Enable-NetAdapterRdma -Name %3</translation>
    </message>
    <message>
        <source>%1: RDMA is enabled on %2 but not operational. Check the driver (an inbox driver often has no RDMA), the firmware&apos;s RDMA setting, and for RoCE DCB on the physical adapters; Get-NetAdapterRdma -Name %3 shows it.</source>
        <translation>%1: RDMA ist auf %2 aktiviert, aber nicht betriebsbereit. Prüfen Sie den Treiber (ein Inbox-Treiber hat oft kein RDMA), die RDMA-Einstellung der Firmware und bei RoCE DCB auf den physischen Adaptern; Get-NetAdapterRdma -Name %3 zeigt es.</translation>
    </message>
    <message>
        <source>%1: %2 reports 0 RDMA queue pairs, so RDMA does not run on it (Test-Rdma.ps1&apos;s check). Check the driver and the firmware&apos;s RDMA setting.</source>
        <translation>%1: %2 meldet 0 RDMA-Queue-Pairs, RDMA läuft darauf also nicht (die Prüfung von Test-Rdma.ps1). Prüfen Sie den Treiber und die RDMA-Einstellung der Firmware.</translation>
    </message>
    <message>
        <source>%1: RDMA is switched off in the driver of %2 (*NetworkDirect 0); the design plans it on. Fix: Set-NetAdapterAdvancedProperty -Name %3 -RegistryKeyword &apos;*NetworkDirect&apos; -RegistryValue 1</source>
        <translation>%1: RDMA ist im Treiber von %2 ausgeschaltet (*NetworkDirect 0); das Design sieht es eingeschaltet vor. Abhilfe: Set-NetAdapterAdvancedProperty -Name %3 -RegistryKeyword &apos;*NetworkDirect&apos; -RegistryValue 1</translation>
    </message>
    <message>
        <source>%1: %2 uses the RDMA technology %3 (*NetworkDirectTechnology %4); the design plans %5 (%6). RoCE and iWARP never talk to each other. Fix: Set-NetAdapterAdvancedProperty -Name %7 -RegistryKeyword &apos;*NetworkDirectTechnology&apos; -RegistryValue %6</source>
        <translation>%1: %2 verwendet die RDMA-Technologie %3 (*NetworkDirectTechnology %4); das Design sieht %5 (%6) vor. RoCE und iWARP verstehen sich nie. Abhilfe: Set-NetAdapterAdvancedProperty -Name %7 -RegistryKeyword &apos;*NetworkDirectTechnology&apos; -RegistryValue %6</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>the default gateways</source>
        <translation>die Standardgateways</translation>
    </message>
    <message>
        <source>%1 has %2 default gateways (%3); a node has exactly one, on its management network. Remove the others: Remove-NetRoute -InterfaceAlias &lt;alias&gt; -DestinationPrefix &apos;0.0.0.0/0&apos;</source>
        <translation>%1 hat %2 Standardgateways (%3); ein Knoten hat genau eines, in seinem Verwaltungsnetz. Entfernen Sie die anderen: Remove-NetRoute -InterfaceAlias &lt;Alias&gt; -DestinationPrefix &apos;0.0.0.0/0&apos;</translation>
    </message>
    <message>
        <source>the addresses</source>
        <translation>die Adressen</translation>
    </message>
    <message>
        <source>%1: %2 has %3; the design plans %4 in %5. Fix: New-NetIPAddress -InterfaceAlias %6 -IPAddress %7 -PrefixLength %8, and remove the other address, or run the node&apos;s deployment script.</source>
        <translation>%1: %2 hat %3; das Design sieht %4 in %5 vor. Abhilfe: New-NetIPAddress -InterfaceAlias %6 -IPAddress %7 -PrefixLength %8 und die andere Adresse entfernen, oder das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>no IPv4 address</source>
        <translation>keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>%1: %2 has %3 besides its planned %4; an interface has one address, or SMB and the cluster may use the other. Fix: Remove-NetIPAddress -InterfaceAlias %5 -IPAddress &lt;address&gt;</source>
        <translation>%1: %2 hat neben der geplanten %4 auch %3; eine Schnittstelle hat eine Adresse, sonst nutzen SMB und der Cluster womöglich die andere. Abhilfe: Remove-NetIPAddress -InterfaceAlias %5 -IPAddress &lt;Adresse&gt;</translation>
    </message>
    <message>
        <source>%1: %2 has the default gateway %3; the design gives %4 none (storage traffic is not routed, and clustering takes a network with a gateway for a client network). Fix: Remove-NetRoute -InterfaceAlias %5 -DestinationPrefix &apos;0.0.0.0/0&apos;</source>
        <translation>%1: %2 hat das Standardgateway %3; das Design gibt %4 keines (Speicherverkehr wird nicht geroutet, und das Clustering hält ein Netz mit Gateway für ein Clientnetz). Abhilfe: Remove-NetRoute -InterfaceAlias %5 -DestinationPrefix &apos;0.0.0.0/0&apos;</translation>
    </message>
    <message>
        <source>DNS registration</source>
        <translation>die DNS-Registrierung</translation>
    </message>
    <message>
        <source>%1: %2 does not register in DNS; the design plans it to (it is how clients find the node). Fix: Set-DnsClient -InterfaceAlias %3 -RegisterThisConnectionsAddress $true</source>
        <translation>%1: %2 registriert sich nicht im DNS; das Design sieht es vor (so finden Clients den Knoten). Abhilfe: Set-DnsClient -InterfaceAlias %3 -RegisterThisConnectionsAddress $true</translation>
    </message>
    <message>
        <source>%1: %2 registers its address in DNS; the design plans it not to, or clients resolve the node to an address they cannot reach. Fix: Set-DnsClient -InterfaceAlias %3 -RegisterThisConnectionsAddress $false</source>
        <translation>%1: %2 registriert seine Adresse im DNS; das Design sieht das nicht vor, sonst lösen Clients den Knoten zu einer Adresse auf, die sie nicht erreichen. Abhilfe: Set-DnsClient -InterfaceAlias %3 -RegisterThisConnectionsAddress $false</translation>
    </message>
    <message>
        <source>the DNS servers</source>
        <translation>die DNS-Server</translation>
    </message>
    <message>
        <source>%1: %2 asks the DNS servers %3; the design plans %4 (in this order). Fix: Set-DnsClientServerAddress -InterfaceAlias %5 %6</source>
        <translation>%1: %2 fragt die DNS-Server %3; das Design sieht %4 vor (in dieser Reihenfolge). Abhilfe: Set-DnsClientServerAddress -InterfaceAlias %5 %6</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 hvnet reads from such a file</source>
        <translation>die Datei hat %1 Byte, mehr als die %2, die hvnet aus einer solchen Datei liest</translation>
    </message>
    <message>
        <source>the file is a link; copy the file itself into the evidence folder</source>
        <translation>die Datei ist ein Link; kopieren Sie die Datei selbst in den Nachweisordner</translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation>dies ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>two files differ only in the case of their names (%1 and %2); keep one</source>
        <translation>zwei Dateien unterscheiden sich nur in der Groß-/Kleinschreibung ihrer Namen (%1 und %2); behalten Sie eine</translation>
    </message>
    <message>
        <source>there is no folder %1</source>
        <translation>es gibt keinen Ordner %1</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>the folder %1 cannot be read</source>
        <translation>der Ordner %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>0 (not used by the cluster)</source>
        <translation>0 (vom Cluster nicht genutzt)</translation>
    </message>
    <message>
        <source>1 (cluster only)</source>
        <translation>1 (nur Cluster)</translation>
    </message>
    <message>
        <source>3 (cluster and client)</source>
        <translation>3 (Cluster und Client)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>%1 reports no cluster (Get-Cluster: %2); the design makes it a member of %3. Join it: Add-ClusterNode -Cluster %4 -Name %5</source>
        <translation>%1 meldet keinen Cluster (Get-Cluster: %2); das Design macht ihn zum Mitglied von %3. Fügen Sie ihn hinzu: Add-ClusterNode -Cluster %4 -Name %5</translation>
    </message>
    <message>
        <source>%1 is a member of the cluster &quot;%2&quot;; the design makes it a member of %3.</source>
        <translation>%1 ist Mitglied des Clusters „%2“; das Design macht ihn zum Mitglied von %3.</translation>
    </message>
    <message>
        <source>the networks of cluster %1 are not checked: no member&apos;s evidence has them (Get-ClusterNetwork runs on a member of a formed cluster)</source>
        <translation>die Netzwerke von Cluster %1 werden nicht geprüft: Die Nachweise keines Mitglieds enthalten sie (Get-ClusterNetwork läuft auf einem Mitglied eines gebildeten Clusters)</translation>
    </message>
    <message>
        <source>cluster %1 has no network for the subnet %2 (%3); the design plans one with role %4. A member has no interface up in that subnet, or the subnet differs.</source>
        <translation>Cluster %1 hat kein Netzwerk für das Subnetz %2 (%3); das Design sieht eines mit Rolle %4 vor. Ein Mitglied hat keine aktive Schnittstelle in diesem Subnetz, oder das Subnetz weicht ab.</translation>
    </message>
    <message>
        <source>cluster %1: the network %2 for %3 has role %4; the design plans %5. Fix: (Get-ClusterNetwork -Name %6).Role = %7</source>
        <translation>Cluster %1: Das Netzwerk %2 für %3 hat Rolle %4; das Design sieht %5 vor. Abhilfe: (Get-ClusterNetwork -Name %6).Role = %7</translation>
    </message>
    <message>
        <source>cluster %1: the storage subnets %2 are merged into one cluster network %3; each must be its own. Give each storage interface its own subnet as planned (check the addresses and prefixes of the storage interfaces).</source>
        <translation>Cluster %1: Die Speichersubnetze %2 sind zu einem Clusternetzwerk %3 zusammengefasst; jedes muss ein eigenes sein. Geben Sie jeder Speicherschnittstelle wie geplant ihr eigenes Subnetz (prüfen Sie Adressen und Präfixe der Speicherschnittstellen).</translation>
    </message>
    <message>
        <source>%1 %2 (%3) to %4 (%5)</source>
        <translation>%1 %2 (%3) nach %4 (%5)</translation>
    </message>
    <message>
        <source>the path tests of %1 have no result for %2; run its collect script with -PathTests again</source>
        <translation>die Pfadtests von %1 haben kein Ergebnis für %2; führen Sie sein Erfassungsskript erneut mit -PathTests aus</translation>
    </message>
    <message>
        <source>%1: the pings were of %2 bytes, smaller than the planned MTU of %3 needs (%4): the MTU of this path is not checked</source>
        <translation>%1: Die Pings hatten %2 Byte, weniger als die geplante MTU von %3 verlangt (%4): Die MTU dieses Pfads wird nicht geprüft</translation>
    </message>
    <message>
        <source>%1: %2 is not checked: the evidence has no section &quot;%3&quot; (a collect script of another hvnet version, or edited); run this version&apos;s %4.collect.ps1 on %1</source>
        <translation>%1: %2 wird nicht geprüft: Die Nachweise haben keinen Abschnitt „%3“ (ein Erfassungsskript einer anderen hvnet-Version, oder bearbeitet); führen Sie %4.collect.ps1 dieser Version auf %1 aus</translation>
    </message>
    <message>
        <source>%1: %2 is not checked: this Windows has no %3 (%4)</source>
        <translation>%1: %2 wird nicht geprüft: Dieses Windows hat kein %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2 is not checked: %3 failed: %4</source>
        <translation>%1: %2 wird nicht geprüft: %3 ist fehlgeschlagen: %4</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(nicht gemeldet)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>the section &quot;%1&quot; cannot be read: %2; it is not checked</source>
        <translation>der Abschnitt „%1“ kann nicht gelesen werden: %2; er wird nicht geprüft</translation>
    </message>
    <message>
        <source>its status is not ok, missing or failed</source>
        <translation>sein Status ist nicht ok, missing oder failed</translation>
    </message>
    <message>
        <source>an item is %1, not an object</source>
        <translation>ein Eintrag ist %1, kein Objekt</translation>
    </message>
    <message>
        <source>this build of hvnet reads host evidence other than its collect script writes it (%1); report it as a defect</source>
        <translation>dieser Build von hvnet liest Host-Nachweise anders, als sein Erfassungsskript sie schreibt (%1); melden Sie das als Fehler</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 a host&apos;s evidence can have</source>
        <translation>die Datei hat %1 Byte, mehr als die %2, die die Nachweise eines Hosts haben können</translation>
    </message>
    <message>
        <source>not readable as JSON: %1 (line %2, column %3)</source>
        <translation>nicht als JSON lesbar: %1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>not a host evidence document: %1</source>
        <translation>kein Host-Nachweisdokument: %1</translation>
    </message>
    <message>
        <source>not a host evidence document (its &quot;format&quot; is not &quot;%1&quot;); hosts/ holds what the collect scripts write</source>
        <translation>kein Host-Nachweisdokument (sein „format“ ist nicht „%1“); hosts/ enthält, was die Erfassungsskripte schreiben</translation>
    </message>
    <message>
        <source>&quot;formatVersion&quot; is missing or not a positive whole number</source>
        <translation>„formatVersion“ fehlt oder ist keine positive ganze Zahl</translation>
    </message>
    <message>
        <source>written in format version %1 by a newer hvnet; this one reads version %2: update hvnet</source>
        <translation>von einem neueren hvnet im Format Version %1 geschrieben; dieses liest Version %2: aktualisieren Sie hvnet</translation>
    </message>
    <message>
        <source>&quot;computerName&quot; is missing: the file does not say which computer it is about</source>
        <translation>„computerName“ fehlt: Die Datei sagt nicht, um welchen Computer es geht</translation>
    </message>
    <message>
        <source>the file is about the computer &quot;%1&quot;, not about %2; hosts/ needs each node&apos;s own file, written by the collect script on that node</source>
        <translation>die Datei betrifft den Computer „%1“, nicht %2; hosts/ braucht für jeden Knoten seine eigene Datei, geschrieben vom Erfassungsskript auf diesem Knoten</translation>
    </message>
    <message>
        <source>&quot;sections&quot; is missing or not an object: the file holds nothing to check</source>
        <translation>„sections“ fehlt oder ist kein Objekt: Die Datei enthält nichts zu prüfen</translation>
    </message>
    <message>
        <source>the Network ATC intents</source>
        <translation>die Network-ATC-Intents</translation>
    </message>
    <message>
        <source>%1: there is no Network ATC intent &quot;%2&quot;; the design plans one for %3 on %4. Run the node&apos;s deployment script (Add-NetIntent).</source>
        <translation>%1: Es gibt keinen Network-ATC-Intent „%2“; das Design sieht einen für %3 auf %4 vor. Führen Sie das Bereitstellungsskript des Knotens aus (Add-NetIntent).</translation>
    </message>
    <message>
        <source>%1: the intent &quot;%2&quot; is on %3; the design plans %4. An intent&apos;s adapters cannot be changed: Remove-NetIntent -Name %5, then run the node&apos;s deployment script.</source>
        <translation>%1: Der Intent „%2“ liegt auf %3; das Design sieht %4 vor. Die Adapter eines Intents lassen sich nicht ändern: Remove-NetIntent -Name %5, dann das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>%1: the intent &quot;%2&quot; is for %3; the design plans %4. Remove-NetIntent -Name %5, then run the node&apos;s deployment script.</source>
        <translation>%1: Der Intent „%2“ gilt für %3; das Design sieht %4 vor. Remove-NetIntent -Name %5, dann das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>the intents&apos; status</source>
        <translation>der Status der Intents</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: the intent &quot;%2&quot; has provisioning status %3 and configuration status %4%5; the design needs Completed and Success. Get-NetIntentStatus -Name %6 says why (ConflictingTrafficClass: QoS made by hand; RDMANotOperational: the driver or firmware).</source>
        <translation>%1: Der Intent „%2“ hat den Bereitstellungsstatus %3 und den Konfigurationsstatus %4%5; das Design braucht Completed und Success. Get-NetIntentStatus -Name %6 sagt, warum (ConflictingTrafficClass: von Hand angelegtes QoS; RDMANotOperational: Treiber oder Firmware).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>there is no evidence for %1 (%2): nothing of it is checked. Run %3.collect.ps1 on %1 and put what it writes into the evidence folder&apos;s hosts folder.</source>
        <translation>es gibt keine Nachweise für %1 (%2): Nichts davon wird geprüft. Führen Sie %3.collect.ps1 auf %1 aus und legen Sie, was es schreibt, in den Ordner hosts des Nachweisordners.</translation>
    </message>
    <message>
        <source>%1 is about no node of the design, so it is not checked: a computer the design does not have, or a node whose name differs</source>
        <translation>%1 betrifft keinen Knoten des Designs und wird daher nicht geprüft: ein Computer, den das Design nicht hat, oder ein Knoten mit abweichendem Namen</translation>
    </message>
    <message>
        <source>there are no path tests from %1 (paths/%2.json): its storage paths are not tested; run %2.collect.ps1 -PathTests on it</source>
        <translation>es gibt keine Pfadtests von %1 aus (paths/%2.json): Seine Speicherpfade werden nicht getestet; führen Sie dort %2.collect.ps1 -PathTests aus</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected %2, found %3</source>
        <translation>„%1“: erwartet: %2, gefunden: %3</translation>
    </message>
    <message>
        <source>its &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>sein „format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>the path tests were run on &quot;%1&quot;, not on %2</source>
        <translation>die Pfadtests liefen auf „%1“, nicht auf %2</translation>
    </message>
    <message>
        <source>&quot;paths&quot; is not a list</source>
        <translation>„paths“ ist keine Liste</translation>
    </message>
    <message>
        <source>a path test cannot be read: %1</source>
        <translation>ein Pfadtest kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>NetworkDirect port %1</source>
        <translation>NetworkDirect-Port %1</translation>
    </message>
    <message>
        <source>template %1</source>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>destination port %1</source>
        <translation>Zielport %1</translation>
    </message>
    <message>
        <source>nothing hvnet knows</source>
        <translation>nichts, was hvnet kennt</translation>
    </message>
    <message>
        <source>the QoS policies</source>
        <translation>die QoS-Richtlinien</translation>
    </message>
    <message>
        <source>%1: there is no QoS policy &quot;%2&quot;; the design plans one that tags %3 with priority %4. Run the node&apos;s deployment script (New-NetQosPolicy).</source>
        <translation>%1: Es gibt keine QoS-Richtlinie „%2“; das Design sieht eine vor, die %3 mit Priorität %4 markiert. Führen Sie das Bereitstellungsskript des Knotens aus (New-NetQosPolicy).</translation>
    </message>
    <message>
        <source>%1: the QoS policy &quot;%2&quot; matches %3; the design plans %4 (SMB over RDMA needs -NetDirectPortMatchCondition 445, not the SMB template). Remove it and run the node&apos;s deployment script: Remove-NetQosPolicy -Name %5</source>
        <translation>%1: Die QoS-Richtlinie „%2“ erfasst %3; das Design sieht %4 vor (SMB über RDMA braucht -NetDirectPortMatchCondition 445, nicht die SMB-Vorlage). Entfernen Sie sie und führen Sie das Bereitstellungsskript des Knotens aus: Remove-NetQosPolicy -Name %5</translation>
    </message>
    <message>
        <source>%1: the QoS policy &quot;%2&quot; tags priority %3; the design plans %4. Fix: Set-NetQosPolicy -Name %5 -PriorityValue8021Action %4</source>
        <translation>%1: Die QoS-Richtlinie „%2“ markiert Priorität %3; das Design sieht %4 vor. Abhilfe: Set-NetQosPolicy -Name %5 -PriorityValue8021Action %4</translation>
    </message>
    <message>
        <source>PFC</source>
        <translation>PFC</translation>
    </message>
    <message>
        <source>%1: PFC is on for priorities %2; the design plans it on %3 only. Fix: Enable-NetQosFlowControl -Priority %3; Disable-NetQosFlowControl on the others, or run the node&apos;s deployment script.</source>
        <translation>%1: PFC ist für die Prioritäten %2 an; das Design sieht es nur für %3 vor. Abhilfe: Enable-NetQosFlowControl -Priority %3; Disable-NetQosFlowControl für die anderen, oder das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>%1: there is no ETS class for &quot;%2&quot;; the design plans priority %3 with %4%. Run the node&apos;s deployment script (New-NetQosTrafficClass).</source>
        <translation>%1: Es gibt keine ETS-Klasse für „%2“; das Design sieht Priorität %3 mit %4 % vor. Führen Sie das Bereitstellungsskript des Knotens aus (New-NetQosTrafficClass).</translation>
    </message>
    <message>
        <source>%1: the ETS class &quot;%2&quot; has priority %3, %4%, %5; the design plans priority %6, %7%, ETS. Fix: Set-NetQosTrafficClass -Name %8 -Priority %6 -BandwidthPercentage %7 -Algorithm ETS</source>
        <translation>%1: Die ETS-Klasse „%2“ hat Priorität %3, %4 %, %5; das Design sieht Priorität %6, %7 %, ETS vor. Abhilfe: Set-NetQosTrafficClass -Name %8 -Priority %6 -BandwidthPercentage %7 -Algorithm ETS</translation>
    </message>
    <message>
        <source>DCB on the adapters</source>
        <translation>DCB auf den Adaptern</translation>
    </message>
    <message>
        <source>%1: %2 reports no DCB (Get-NetAdapterQos does not list it); the design plans PFC on priority %3 there. The adapter or its driver may not support DCB.</source>
        <translation>%1: %2 meldet kein DCB (Get-NetAdapterQos führt ihn nicht auf); das Design sieht dort PFC auf Priorität %3 vor. Der Adapter oder sein Treiber unterstützt DCB womöglich nicht.</translation>
    </message>
    <message>
        <source>%1: DCB is off on %2; the design plans it on. Fix: Enable-NetAdapterQos -Name %3</source>
        <translation>%1: DCB ist auf %2 aus; das Design sieht es an vor. Abhilfe: Enable-NetAdapterQos -Name %3</translation>
    </message>
    <message>
        <source>%1: %2 does not report the PFC it runs (its operational settings are empty); PFC in force there is not checked</source>
        <translation>%1: %2 meldet nicht, welches PFC es ausführt (seine Betriebseinstellungen sind leer); das dort wirksame PFC wird nicht geprüft</translation>
    </message>
    <message>
        <source>%1: %2 runs PFC on priorities %3; the design plans %4. The adapter takes the host&apos;s policy only while DCBX willing is off (Set-NetQosDcbxSetting -Willing $false); then Enable-NetAdapterQos -Name %5.</source>
        <translation>%1: %2 führt PFC auf den Prioritäten %3 aus; das Design sieht %4 vor. Der Adapter übernimmt die Richtlinie des Hosts nur bei ausgeschaltetem DCBX-Willing (Set-NetQosDcbxSetting -Willing $false); danach Enable-NetAdapterQos -Name %5.</translation>
    </message>
    <message>
        <source>%1: %2 runs priority %3 in a class with %4; the design plans ETS %5%. The adapter takes the host&apos;s classes only while DCBX willing is off; check Get-NetQosTrafficClass and Get-NetAdapterQos -Name %6.</source>
        <translation>%1: %2 führt Priorität %3 in einer Klasse mit %4; das Design sieht ETS %5 % vor. Der Adapter übernimmt die Klassen des Hosts nur bei ausgeschaltetem DCBX-Willing; prüfen Sie Get-NetQosTrafficClass und Get-NetAdapterQos -Name %6.</translation>
    </message>
    <message>
        <source>ETS %1%</source>
        <translation>ETS %1 %</translation>
    </message>
    <message>
        <source>strict priority</source>
        <translation>strikter Priorität</translation>
    </message>
    <message>
        <source>DCBX willing</source>
        <translation>DCBX-Willing</translation>
    </message>
    <message>
        <source>%1: DCBX willing is on; the design plans it off, so the host&apos;s own PFC and ETS apply rather than the switch&apos;s. Fix: Set-NetQosDcbxSetting -Willing $false -Confirm:$false</source>
        <translation>%1: DCBX-Willing ist an; das Design sieht es aus vor, damit PFC und ETS des Hosts gelten und nicht die des Switches. Abhilfe: Set-NetQosDcbxSetting -Willing $false -Confirm:$false</translation>
    </message>
    <message>
        <source>DCBX willing per adapter</source>
        <translation>DCBX-Willing je Adapter</translation>
    </message>
    <message>
        <source>%1: DCBX willing is on for %2; the design plans it off. Fix: Set-NetQosDcbxSetting -InterfaceAlias %3 -Willing $false -Confirm:$false</source>
        <translation>%1: DCBX-Willing ist für %2 an; das Design sieht es aus vor. Abhilfe: Set-NetQosDcbxSetting -InterfaceAlias %3 -Willing $false -Confirm:$false</translation>
    </message>
    <message>
        <source>the ETS classes</source>
        <translation>die ETS-Klassen</translation>
    </message>
    <message>
        <source>%1: SMB Multichannel is off (%2); the design&apos;s storage paths need it on. Fix: %2 -EnableMultiChannel $true -Confirm:$false</source>
        <translation>%1: SMB Multichannel ist aus (%2); die Speicherpfade des Designs brauchen es an. Abhilfe: %2 -EnableMultiChannel $true -Confirm:$false</translation>
    </message>
    <message>
        <source>the SMB constraints</source>
        <translation>die SMB-Einschränkungen</translation>
    </message>
    <message>
        <source>%1: SMB to %2 is constrained to %3; the design plans %4. Fix: New-SmbMultichannelConstraint -ServerName %5 -InterfaceAlias %6 -Force (and Remove-SmbMultichannelConstraint for others)</source>
        <translation>%1: SMB zu %2 ist auf %3 eingeschränkt; das Design sieht %4 vor. Abhilfe: New-SmbMultichannelConstraint -ServerName %5 -InterfaceAlias %6 -Force (und Remove-SmbMultichannelConstraint für andere)</translation>
    </message>
    <message>
        <source>no interface (no constraint)</source>
        <translation>keine Schnittstelle (keine Einschränkung)</translation>
    </message>
    <message>
        <source>SMB&apos;s view of the interfaces</source>
        <translation>die Sicht von SMB auf die Schnittstellen</translation>
    </message>
    <message>
        <source>%1: SMB does not see %2 as RDMA-capable%3, so it sends over TCP there. Make sure RDMA is on and the interface is bound to TCP/IP, then restart the SMB client (Restart-Service LanmanWorkstation -Force) or the node.</source>
        <translation>%1: SMB sieht %2 nicht als RDMA-fähig%3 und sendet dort daher über TCP. Stellen Sie sicher, dass RDMA an und die Schnittstelle an TCP/IP gebunden ist, und starten Sie dann den SMB-Client (Restart-Service LanmanWorkstation -Force) oder den Knoten neu.</translation>
    </message>
    <message>
        <source> (Get-SmbClientNetworkInterface does not list it)</source>
        <translation> (Get-SmbClientNetworkInterface führt sie nicht auf)</translation>
    </message>
    <message>
        <source>%1: the SMB connection from %2 (%3) to %4 (%5) runs over TCP; the design plans SMB Direct (RDMA) there. Check RDMA on both ends (Get-SmbClientNetworkInterface, Get-SmbServerNetworkInterface) and, for iWARP, the firewall&apos;s port 5445.</source>
        <translation>%1: Die SMB-Verbindung von %2 (%3) zu %4 (%5) läuft über TCP; das Design sieht dort SMB Direct (RDMA) vor. Prüfen Sie RDMA auf beiden Seiten (Get-SmbClientNetworkInterface, Get-SmbServerNetworkInterface) und bei iWARP den Port 5445 der Firewall.</translation>
    </message>
    <message>
        <source>the firewall rule %1</source>
        <translation>die Firewallregel %1</translation>
    </message>
    <message>
        <source>%1: the firewall rule %2 (%3) is %4; SMB Direct over iWARP needs it enabled. Fix: Enable-NetFirewallRule -Name %5</source>
        <translation>%1: Die Firewallregel %2 (%3) ist %4; SMB Direct über iWARP braucht sie aktiviert. Abhilfe: Enable-NetFirewallRule -Name %5</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>live migration</source>
        <translation>die Livemigration</translation>
    </message>
    <message>
        <source>%1: live migration uses %2; the design plans %3. Fix: Set-VMHost -VirtualMachineMigrationPerformanceOption %3</source>
        <translation>%1: Die Livemigration verwendet %2; das Design sieht %3 vor. Abhilfe: Set-VMHost -VirtualMachineMigrationPerformanceOption %3</translation>
    </message>
    <message>
        <source>the SMB bandwidth limit</source>
        <translation>die SMB-Bandbreitenbegrenzung</translation>
    </message>
    <message>
        <source>%1: SMB limits live migration to %2 bytes per second; the design plans %3, so that migrations cannot starve storage. Fix: Set-SmbBandwidthLimit -Category LiveMigration -BytesPerSecond %3</source>
        <translation>%1: SMB begrenzt die Livemigration auf %2 Byte pro Sekunde; das Design sieht %3 vor, damit Migrationen den Speicher nicht aushungern. Abhilfe: Set-SmbBandwidthLimit -Category LiveMigration -BytesPerSecond %3</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Begrenzung</translation>
    </message>
    <message>
        <source>the LBFO teams</source>
        <translation>die LBFO-Teams</translation>
    </message>
    <message>
        <source>%1: there is no LBFO team &quot;%2&quot;; the design plans one of %3 (%4, %5). Run the node&apos;s deployment script (New-NetLbfoTeam).</source>
        <translation>%1: Es gibt kein LBFO-Team „%2“; das Design sieht eines aus %3 vor (%4, %5). Führen Sie das Bereitstellungsskript des Knotens aus (New-NetLbfoTeam).</translation>
    </message>
    <message>
        <source>%1: the team &quot;%2&quot; has the members %3; the design plans %4. Fix with Add-NetLbfoTeamMember / Remove-NetLbfoTeamMember -Team %5.</source>
        <translation>%1: Das Team „%2“ hat die Mitglieder %3; das Design sieht %4 vor. Abhilfe mit Add-NetLbfoTeamMember / Remove-NetLbfoTeamMember -Team %5.</translation>
    </message>
    <message>
        <source>%1: the team &quot;%2&quot; runs %3 with %4; the design plans %5 with %6. Fix: Set-NetLbfoTeam -Name %7 -TeamingMode %5 -LoadBalancingAlgorithm %6</source>
        <translation>%1: Das Team „%2“ läuft im Modus %3 mit %4; das Design sieht %5 mit %6 vor. Abhilfe: Set-NetLbfoTeam -Name %7 -TeamingMode %5 -LoadBalancingAlgorithm %6</translation>
    </message>
    <message>
        <source>%1: the team &quot;%2&quot; is %3, not Up: a member is down or the switch ports disagree with its mode. Get-NetLbfoTeamMember -Team %4 shows which.</source>
        <translation>%1: Das Team „%2“ ist %3, nicht Up: Ein Mitglied ist ausgefallen, oder die Switchports passen nicht zu seinem Modus. Get-NetLbfoTeamMember -Team %4 zeigt, welches.</translation>
    </message>
    <message>
        <source>%1: the interface of team &quot;%2&quot; is in %3; the design plans %4. Fix: Set-NetLbfoTeamNic -Team %5 %6</source>
        <translation>%1: Die Schnittstelle des Teams „%2“ ist in %3; das Design sieht %4 vor. Abhilfe: Set-NetLbfoTeamNic -Team %5 %6</translation>
    </message>
    <message>
        <source>default mode</source>
        <translation>Standardmodus</translation>
    </message>
    <message>
        <source>VLAN %1</source>
        <translation>VLAN %1</translation>
    </message>
    <message>
        <source>the vSwitches</source>
        <translation>die vSwitches</translation>
    </message>
    <message>
        <source>%1: there is no vSwitch &quot;%2&quot;; the design plans one on %3%4. Run the node&apos;s deployment script (New-VMSwitch).</source>
        <translation>%1: Es gibt keinen vSwitch „%2“; das Design sieht einen auf %3%4 vor. Führen Sie das Bereitstellungsskript des Knotens aus (New-VMSwitch).</translation>
    </message>
    <message>
        <source> with Switch Embedded Teaming</source>
        <translation> mit Switch Embedded Teaming</translation>
    </message>
    <message>
        <source>Windows Server 2012 R2 has no Switch Embedded Teaming: the design needs another teaming for this node</source>
        <translation>Windows Server 2012 R2 hat kein Switch Embedded Teaming: Das Design braucht für diesen Knoten ein anderes Teaming</translation>
    </message>
    <message>
        <source>teaming cannot be switched on or off on an existing vSwitch: it must be made again (the node&apos;s deployment script does it in its disruptive phase)</source>
        <translation>Teaming lässt sich auf einem bestehenden vSwitch nicht ein- oder ausschalten: Er muss neu angelegt werden (das Bereitstellungsskript des Knotens tut das in seiner unterbrechenden Phase)</translation>
    </message>
    <message>
        <source>%1: the vSwitch &quot;%2&quot; %3 Switch Embedded Teaming; the design plans it %4. %5.</source>
        <translation>%1: Der vSwitch „%2“ %3 Switch Embedded Teaming; das Design sieht ihn %4 vor. %5.</translation>
    </message>
    <message>
        <source>uses</source>
        <translation>verwendet</translation>
    </message>
    <message>
        <source>does not use</source>
        <translation>verwendet kein</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>without</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>%1: the vSwitch &quot;%2&quot; is bound to %3; the design plans %4. %5</source>
        <translation>%1: Der vSwitch „%2“ ist an %3 gebunden; das Design sieht %4 vor. %5</translation>
    </message>
    <message>
        <source>Fix with Add-VMSwitchTeamMember / Remove-VMSwitchTeamMember -VMSwitchName %1.</source>
        <translation>Abhilfe mit Add-VMSwitchTeamMember / Remove-VMSwitchTeamMember -VMSwitchName %1.</translation>
    </message>
    <message>
        <source>Fix: Set-VMSwitch -Name %1 -NetAdapterName &lt;adapter&gt;.</source>
        <translation>Abhilfe: Set-VMSwitch -Name %1 -NetAdapterName &lt;Adapter&gt;.</translation>
    </message>
    <message>
        <source>%1: the SET team of &quot;%2&quot; balances by %3; the design plans %4. Fix: Set-VMSwitchTeam -Name %5 -LoadBalancingAlgorithm %4</source>
        <translation>%1: Das SET-Team von „%2“ verteilt nach %3; das Design sieht %4 vor. Abhilfe: Set-VMSwitchTeam -Name %5 -LoadBalancingAlgorithm %4</translation>
    </message>
    <message>
        <source>untagged</source>
        <translation>ohne VLAN-Tag</translation>
    </message>
    <message>
        <source>a trunk or private VLAN</source>
        <translation>ein Trunk oder privates VLAN</translation>
    </message>
    <message>
        <source>the host vNICs</source>
        <translation>die Host-vNICs</translation>
    </message>
    <message>
        <source>%1: there is no host vNIC &quot;%2&quot;; the design plans one on the vSwitch &quot;%3&quot;. Run the node&apos;s deployment script (Add-VMNetworkAdapter -ManagementOS).</source>
        <translation>%1: Es gibt keine Host-vNIC „%2“; das Design sieht eine auf dem vSwitch „%3“ vor. Führen Sie das Bereitstellungsskript des Knotens aus (Add-VMNetworkAdapter -ManagementOS).</translation>
    </message>
    <message>
        <source>%1: the host vNIC &quot;%2&quot; is on the vSwitch %3; the design plans &quot;%4&quot;. A host vNIC cannot move: Remove-VMNetworkAdapter -ManagementOS -Name %5, then run the node&apos;s deployment script, which adds it to %6.</source>
        <translation>%1: Die Host-vNIC „%2“ liegt auf dem vSwitch %3; das Design sieht „%4“ vor. Eine Host-vNIC kann nicht umziehen: Remove-VMNetworkAdapter -ManagementOS -Name %5, dann das Bereitstellungsskript des Knotens ausführen, das sie zu %6 hinzufügt.</translation>
    </message>
    <message>
        <source>%1: the host vNIC &quot;%2&quot; is %3; the design plans %4 (traffic classes ride in the VLAN tag). Fix: Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName %5 %6</source>
        <translation>%1: Die Host-vNIC „%2“ ist %3; das Design sieht %4 vor (Verkehrsklassen reisen im VLAN-Tag). Abhilfe: Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName %5 %6</translation>
    </message>
    <message>
        <source>%1: the host vNIC &quot;%2&quot; is %3; the design maps it to %4, so that each storage path stays on its own port. Fix: Set-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName %5 -PhysicalNetAdapterName %6</source>
        <translation>%1: Die Host-vNIC „%2“ ist %3; das Design ordnet sie %4 zu, damit jeder Speicherpfad auf seinem eigenen Port bleibt. Abhilfe: Set-VMNetworkAdapterTeamMapping -ManagementOS -VMNetworkAdapterName %5 -PhysicalNetAdapterName %6</translation>
    </message>
    <message>
        <source>mapped to %1</source>
        <translation>%1 zugeordnet</translation>
    </message>
    <message>
        <source>not mapped to a port</source>
        <translation>keinem Port zugeordnet</translation>
    </message>
    <message>
        <source>%1: the host vNIC &quot;%2&quot; has IeeePriorityTag %3; the design plans On, so its TCP traffic keeps its priority. Fix: Set-VMNetworkAdapter -ManagementOS -Name %4 -IeeePriorityTag On</source>
        <translation>%1: Die Host-vNIC „%2“ hat IeeePriorityTag %3; das Design sieht On vor, damit ihr TCP-Verkehr seine Priorität behält. Abhilfe: Set-VMNetworkAdapter -ManagementOS -Name %4 -IeeePriorityTag On</translation>
    </message>
    <message>
        <source>%1: the adapter %2 is in VLAN %3; the design plans VLAN %4. Fix: Set-NetAdapter -Name %5 -VlanID %4</source>
        <translation>%1: Der Adapter %2 ist in VLAN %3; das Design sieht VLAN %4 vor. Abhilfe: Set-NetAdapter -Name %5 -VlanID %4</translation>
    </message>
    <message>
        <source>%1 runs %2 (build %3); the design plans %4 (%5). What the node can run differs between versions (SET, RDMA on host vNICs, per-adapter DCB, Network ATC): correct the node&apos;s os in the design, or the host.</source>
        <translation>%1 läuft mit %2 (Build %3); das Design sieht %4 vor (%5). Was der Knoten ausführen kann, unterscheidet sich zwischen den Versionen (SET, RDMA auf Host-vNICs, DCB je Adapter, Network ATC): Korrigieren Sie das os des Knotens im Design oder den Host.</translation>
    </message>
    <message>
        <source>%1 runs %2 (build %3), not as a member server; the design plans a member server with %4 (%5). A cluster node is neither a workstation nor a domain controller.</source>
        <translation>%1 läuft mit %2 (Build %3), aber nicht als Mitgliedsserver; das Design sieht einen Mitgliedsserver mit %4 vor (%5). Ein Clusterknoten ist weder Arbeitsstation noch Domänencontroller.</translation>
    </message>
    <message>
        <source>switch %1: %2 is not in the evidence; its LLDP neighbours or configuration are not checked (switches/%3/commands.txt of the collect kit says what to paste)</source>
        <translation>Switch %1: %2 ist nicht in den Nachweisen; seine LLDP-Nachbarn oder seine Konfiguration werden nicht geprüft (switches/%3/commands.txt des Erfassungskits sagt, was einzufügen ist)</translation>
    </message>
    <message>
        <source>switch %1: %2 and %3 are not in the evidence; its LLDP neighbours and configuration are not checked (switches/%4/commands.txt of the collect kit says what to paste)</source>
        <translation>Switch %1: %2 und %3 sind nicht in den Nachweisen; seine LLDP-Nachbarn und seine Konfiguration werden nicht geprüft (switches/%4/commands.txt des Erfassungskits sagt, was einzufügen ist)</translation>
    </message>
    <message>
        <source>%1: the vSwitch &quot;%2&quot; has AllowManagementOS %3; the design plans %4 (whether the host itself has a vNIC on it). Fix: Set-VMSwitch -Name %5 -AllowManagementOS %6</source>
        <translation>%1: Der vSwitch „%2“ hat AllowManagementOS %3; das Design sieht %4 vor (ob der Host selbst eine vNIC darauf hat). Abhilfe: Set-VMSwitch -Name %5 -AllowManagementOS %6</translation>
    </message>
    <message>
        <source>a device without a name</source>
        <translation>ein Gerät ohne Namen</translation>
    </message>
    <message>
        <source>switch %1, port %2: %3 LLDP agents answer (%4). Turn off the adapter firmware&apos;s LLDP agent where the host runs DCB itself, or find the device in between.</source>
        <translation>Switch %1, Port %2: %3 LLDP-Agenten antworten (%4). Schalten Sie den LLDP-Agenten der Adapter-Firmware ab, wo der Host DCB selbst betreibt, oder finden Sie das Gerät dazwischen.</translation>
    </message>
    <message>
        <source>switch %1, port %2: LLDP shows %3, and the design has no cable on this port. Add the cable to the design, or unplug it if it does not belong.</source>
        <translation>Switch %1, Port %2: LLDP zeigt %3, und der Entwurf hat an diesem Port kein Kabel. Nehmen Sie das Kabel in den Entwurf auf, oder ziehen Sie es, wenn es nicht dorthin gehört.</translation>
    </message>
    <message>
        <source>switch %1, port %2: the plan cables it to %3, but LLDP shows no neighbour there. Check that the cable is plugged in, both ends are up, and %4 sends LLDP.</source>
        <translation>Switch %1, Port %2: Der Plan verkabelt ihn mit %3, aber LLDP zeigt dort keinen Nachbarn. Prüfen Sie, ob das Kabel steckt, beide Enden aktiv sind und %4 LLDP sendet.</translation>
    </message>
    <message>
        <source>switch %1, port %2: the plan cables it to %3; LLDP shows %4.</source>
        <translation>Switch %1, Port %2: Der Plan verkabelt ihn mit %3; LLDP zeigt %4.</translation>
    </message>
    <message>
        <source>That end is planned on port %1: the cables of %2 and %1 look swapped; swap them back.</source>
        <translation>Dieses Ende ist an Port %1 geplant: Die Kabel von %2 und %1 scheinen vertauscht; tauschen Sie sie zurück.</translation>
    </message>
    <message>
        <source>Move the cable to the planned port, or change the design&apos;s cable if the switch is right.</source>
        <translation>Stecken Sie das Kabel in den geplanten Port, oder ändern Sie das Kabel im Entwurf, wenn der Switch richtig ist.</translation>
    </message>
    <message>
        <source>switch %1, port %2: LLDP shows %3, on a port the design does not have. Add the port and its cable to the design, or unplug it if it does not belong.</source>
        <translation>Switch %1, Port %2: LLDP zeigt %3, an einem Port, den der Entwurf nicht hat. Nehmen Sie Port und Kabel in den Entwurf auf, oder ziehen Sie das Kabel, wenn es nicht dorthin gehört.</translation>
    </message>
    <message>
        <source>Apply the VLAN and trunk lines of the configuration hvnet exports for %1, or correct the design if the switch is right.</source>
        <translation>Spielen Sie die VLAN- und Trunk-Zeilen der Konfiguration ein, die hvnet für %1 exportiert, oder korrigieren Sie den Entwurf, wenn der Switch richtig ist.</translation>
    </message>
    <message>
        <source>Set the MTU as in the configuration hvnet exports for %1.</source>
        <translation>Setzen Sie die MTU wie in der Konfiguration, die hvnet für %1 exportiert.</translation>
    </message>
    <message>
        <source>Apply the PFC lines of the configuration hvnet exports for %1: PFC exactly on the lossless priorities, forced on, on every port that carries them.</source>
        <translation>Spielen Sie die PFC-Zeilen der Konfiguration ein, die hvnet für %1 exportiert: PFC genau auf den verlustfreien Prioritäten, fest eingeschaltet, auf jedem Port, der sie trägt.</translation>
    </message>
    <message>
        <source>Apply the QoS section of the configuration hvnet exports for %1, so that queues and shares match the hosts&apos; traffic classes.</source>
        <translation>Spielen Sie den QoS-Abschnitt der Konfiguration ein, die hvnet für %1 exportiert, damit Warteschlangen und Anteile den Verkehrsklassen der Hosts entsprechen.</translation>
    </message>
    <message>
        <source>Turn LLDP and its DCBX TLVs on as in the configuration hvnet exports for %1.</source>
        <translation>Schalten Sie LLDP und seine DCBX-TLVs ein wie in der Konfiguration, die hvnet für %1 exportiert.</translation>
    </message>
    <message>
        <source>Check the port&apos;s configuration and DCBX state (the peer&apos;s willing bit, the PFC profile bound to it) until PFC is in effect.</source>
        <translation>Prüfen Sie die Konfiguration und den DCBX-Zustand des Ports (das Willing-Bit der Gegenstelle, das gebundene PFC-Profil), bis PFC wirksam ist.</translation>
    </message>
    <message>
        <source>Configure the port as in the configuration hvnet exports for %1, or rename the design&apos;s port to the one the cable is in.</source>
        <translation>Konfigurieren Sie den Port wie in der Konfiguration, die hvnet für %1 exportiert, oder benennen Sie den Port im Entwurf nach dem, in dem das Kabel steckt.</translation>
    </message>
    <message>
        <source>switch %1: %2 is not in the evidence; whether PFC is in effect on its ports is not checked</source>
        <translation>Switch %1: %2 ist nicht in den Nachweisen; ob PFC auf seinen Ports wirksam ist, wird nicht geprüft</translation>
    </message>
    <message>
        <source>switch %1 has the platform &quot;generic&quot;: hvnet reads no evidence of it, so it is not compared; give the switch its platform in the design</source>
        <translation>Switch %1 hat die Plattform „generic“: hvnet liest keine Nachweise davon, daher wird er nicht verglichen; geben Sie dem Switch im Entwurf seine Plattform</translation>
    </message>
    <message>
        <source>switch %1: %2. %3</source>
        <translation>Switch %1: %2. %3</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 Zeile %2</translation>
    </message>
    <message>
        <source>switch %1: %2: %3; this is not compared</source>
        <translation>Switch %1: %2: %3; dies wird nicht verglichen</translation>
    </message>
    <message>
        <source>the folder has no host evidence (hosts/&lt;computer name&gt;.json) and no switch evidence (switches/&lt;switch name&gt;/lldp.txt, running-config.txt, pfc.txt)</source>
        <translation>der Ordner enthält keine Host-Nachweise (hosts/&lt;Computername&gt;.json) und keine Switch-Nachweise (switches/&lt;Switchname&gt;/lldp.txt, running-config.txt, pfc.txt)</translation>
    </message>
    <message>
        <source>no host or switch evidence in the folder could be read</source>
        <translation>keiner der Host- oder Switch-Nachweise im Ordner ließ sich lesen</translation>
    </message>
    <message>
        <source>%1: the operating system (&quot;%2&quot;, build %3) is none hvnet knows; the design&apos;s is assumed</source>
        <translation>%1: das Betriebssystem („%2“, Build %3) kennt hvnet nicht; das des Designs wird angenommen</translation>
    </message>
    <message>
        <source>%1 is in no failover cluster the evidence shows</source>
        <translation>%1 ist laut den Nachweisen in keinem Failovercluster</translation>
    </message>
    <message>
        <source>%1: its rack, its management endpoint (address, user, host key) and the cards its adapters sit on are not in the evidence; credentials never are</source>
        <translation>%1: Rack, Verwaltungszugang (Adresse, Benutzer, Hostschlüssel) und die Karten der Adapter stehen nicht in den Nachweisen; Anmeldedaten nie</translation>
    </message>
    <message>
        <source>%1: adapter %2 is %3 and nothing uses it, so it is not imported; whether it is meant to be cabled the evidence cannot tell</source>
        <translation>%1: Adapter %2 ist %3 und wird von nichts genutzt, daher nicht importiert; ob er verkabelt sein soll, sagen die Nachweise nicht</translation>
    </message>
    <message>
        <source>%1 %2: no link speed is reported (the link is down); 10 Gb/s is assumed</source>
        <translation>%1 %2: keine Verbindungsgeschwindigkeit gemeldet (die Verbindung ist getrennt); 10 Gb/s angenommen</translation>
    </message>
    <message>
        <source>%1 %2 does RDMA, but the driver does not say which transport (*NetworkDirectTechnology); %3 is assumed</source>
        <translation>%1 %2 kann RDMA, aber der Treiber nennt das Transportverfahren nicht (*NetworkDirectTechnology); %3 angenommen</translation>
    </message>
    <message>
        <source>%1: the %2 vSwitch %3 reaches no adapter, so it is not imported</source>
        <translation>%1: der vSwitch %3 (%2) erreicht keinen Adapter und wird nicht importiert</translation>
    </message>
    <message>
        <source>%1: the address %2 is on %3, an interface hvnet does not model (a team interface of a VLAN, a VM or a tunnel); not imported</source>
        <translation>%1: die Adresse %2 liegt auf %3, einer Schnittstelle, die hvnet nicht abbildet (Teamschnittstelle eines VLANs, VM oder Tunnel); nicht importiert</translation>
    </message>
    <message>
        <source>%1 %2 has more than one address; only %3 is imported</source>
        <translation>%1 %2 hat mehr als eine Adresse; nur %3 wird importiert</translation>
    </message>
    <message>
        <source>%1 %2: %3 comes from DHCP; the design states it as fixed</source>
        <translation>%1 %2: %3 stammt aus DHCP; das Design legt sie fest</translation>
    </message>
    <message>
        <source>cluster %1: taken for Storage Spaces Direct, as its members exchange SMB with each other and with no other server</source>
        <translation>Cluster %1: als Storage Spaces Direct angenommen, da seine Mitglieder SMB untereinander und mit keinem anderen Server austauschen</translation>
    </message>
    <message>
        <source>cluster %1: taken for a Hyper-V cluster; no SMB traffic between its members or from other nodes shows it serves storage (S2D or Scale-Out File Server)</source>
        <translation>Cluster %1: als Hyper-V-Cluster angenommen; kein SMB-Verkehr zwischen seinen Mitgliedern oder von anderen Knoten zeigt, dass er Speicher bereitstellt (S2D oder Scale-Out-Dateiserver)</translation>
    </message>
    <message>
        <source>cluster %1: its client access point and its addresses are not in the evidence</source>
        <translation>Cluster %1: Clientzugriffspunkt und Adressen stehen nicht in den Nachweisen</translation>
    </message>
    <message>
        <source>cluster %1: its addresses are not in the evidence; %2, the name its clients reach, is taken for its client access point</source>
        <translation>Cluster %1: seine Adressen stehen nicht in den Nachweisen; %2, der Name, den seine Clients erreichen, wird als Clientzugriffspunkt angenommen</translation>
    </message>
    <message>
        <source>subnet %1 (%2): its purpose cannot be told from the evidence; taken for %3</source>
        <translation>Subnetz %1 (%2): sein Zweck geht aus den Nachweisen nicht hervor; als %3 angenommen</translation>
    </message>
    <message>
        <source>subnet %1: %2 of %3 uses VLAN %4 where the others use %5; imported with %5</source>
        <translation>Subnetz %1: %2 von %3 nutzt VLAN %4, die anderen %5; mit %5 importiert</translation>
    </message>
    <message>
        <source>%1 has other QoS policies than %2; the design takes %2&apos;s</source>
        <translation>%1 hat andere QoS-Richtlinien als %2; das Design übernimmt die von %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>no reader of the seven platforms hvnet knows reads this output; the switch is not imported</source>
        <translation>kein Leser der sieben Plattformen, die hvnet kennt, liest diese Ausgabe; der Switch wird nicht importiert</translation>
    </message>
    <message>
        <source>switch %1: no line of its output names the platform; %2 is the one whose readers read it best</source>
        <translation>Switch %1: keine Zeile seiner Ausgabe nennt die Plattform; %2 ist die, deren Leser sie am besten lesen</translation>
    </message>
    <message>
        <source>switch %1: its model, firmware release, rack and management endpoint are not read from the evidence; credentials never are</source>
        <translation>Switch %1: Modell, Firmware-Release, Rack und Verwaltungszugang werden nicht aus den Nachweisen gelesen; Anmeldedaten nie</translation>
    </message>
    <message>
        <source>switch %1 port %2: its speed is not in the evidence; 10 Gb/s is assumed</source>
        <translation>Switch %1 Port %2: seine Geschwindigkeit steht nicht in den Nachweisen; 10 Gb/s angenommen</translation>
    </message>
    <message>
        <source>switch %1 port %2: LLDP shows %3 (port %4), which is no node or switch of the evidence; no cable is imported for it</source>
        <translation>Switch %1 Port %2: LLDP zeigt %3 (Port %4), keinen Knoten oder Switch der Nachweise; dafür wird kein Kabel importiert</translation>
    </message>
    <message>
        <source>switch %1: %2; the design format has no place for this, so checking the imported design reports it</source>
        <translation>Switch %1: %2; das Designformat kann das nicht abbilden, daher meldet es die Prüfung des importierten Designs</translation>
    </message>
    <message>
        <source>switch %1: its configuration is of %2 %3, older than the firmware hvnet reads (%4); it is read by the newer rules, so what the older release writes differently may be misread</source>
        <translation>Switch %1: seine Konfiguration stammt von %2 %3, älter als die Firmware, die hvnet liest (%4); sie wird nach den neueren Regeln gelesen, daher kann falsch gelesen werden, was die ältere Version anders schreibt</translation>
    </message>
    <message>
        <source>the interfaces&apos; MTU</source>
        <translation>die MTU der Schnittstellen</translation>
    </message>
    <message>
        <source>%1: the IPv4 MTU of %2 is %3; the design plans %4. Fix: Set-NetIPInterface -InterfaceAlias %5 -AddressFamily IPv4 -NlMtuBytes %4, or run the node&apos;s deployment script.</source>
        <translation>%1: Die IPv4-MTU von %2 ist %3; das Design plant %4. Behebung: Set-NetIPInterface -InterfaceAlias %5 -AddressFamily IPv4 -NlMtuBytes %4, oder das Bereitstellungsskript des Knotens ausführen.</translation>
    </message>
    <message>
        <source>%1: the SET team of &quot;%2&quot; runs in teaming mode %3; the design plans %4. Fix: Set-VMSwitchTeam -Name %5 -TeamingMode %4</source>
        <translation>%1: Das SET-Team von &quot;%2&quot; läuft im Teaming-Modus %3; das Design plant %4. Behebung: Set-VMSwitchTeam -Name %5 -TeamingMode %4</translation>
    </message>
    <message>
        <source>%1, stage %2: %3</source>
        <translation>%1, Stufe %2: %3</translation>
    </message>
    <message>
        <source>ping</source>
        <translation>Ping</translation>
    </message>
    <message>
        <source>%1 of %2 pings of %3 bytes that must not be fragmented came back%4; the design plans an MTU of %5 on this path. Check the frame size on both hosts and every switch port on the way, and the VLAN (ping -f -l %6 %7 from %8).</source>
        <translation>%1 von %2 Pings mit %3 Bytes, die nicht fragmentiert werden dürfen, kamen zurück%4; das Design plant auf diesem Pfad eine MTU von %5. Prüfen Sie die Rahmengröße auf beiden Hosts und an jedem Switch-Port auf dem Weg sowie das VLAN (ping -f -l %6 %7 von %8).</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>TCP port 5445 does not answer%1; SMB Direct over iWARP needs it. Check the peer&apos;s firewall rule FPSSMBD-iWARP-In-TCP.</source>
        <translation>TCP-Port 5445 antwortet nicht%1; SMB Direct über iWARP braucht ihn. Prüfen Sie die Firewallregel FPSSMBD-iWARP-In-TCP des Gegenübers.</translation>
    </message>
    <message>
        <source>TCP port %1 does not answer%2; SMB needs it. Check the peer&apos;s firewall and that its SMB server runs.</source>
        <translation>TCP-Port %1 antwortet nicht%2; SMB braucht ihn. Prüfen Sie die Firewall des Gegenübers und ob sein SMB-Server läuft.</translation>
    </message>
    <message>
        <source>%1: the path tests have no SMB, counter or transfer stages (a collect script of an older hvnet): whether SMB Direct carries this path is not checked</source>
        <translation>%1: die Pfadtests haben keine Stufen für SMB, Zähler oder Übertragung (ein Sammelskript eines älteren hvnet): ob SMB Direct diesen Pfad trägt, ist nicht geprüft</translation>
    </message>
    <message>
        <source>SMB</source>
        <translation>SMB</translation>
    </message>
    <message>
        <source>the SMB instance %1 was not asked; the design&apos;s role uses it. Run the collect script of this design.</source>
        <translation>die SMB-Instanz %1 wurde nicht abgefragt; die Rolle des Designs nutzt sie. Führen Sie das Sammelskript dieses Designs aus.</translation>
    </message>
    <message>
        <source>the SMB connections of the instance %1 could not be listed (%2)</source>
        <translation>die SMB-Verbindungen der Instanz %1 konnten nicht aufgelistet werden (%2)</translation>
    </message>
    <message>
        <source>SMB has no connection from %1 to %2 in the instance %3; SMB Multichannel does not use this path. Check the Multichannel constraints and that SMB sees both interfaces (Get-SmbClientNetworkInterface, Get-SmbServerNetworkInterface on %4).</source>
        <translation>SMB hat keine Verbindung von %1 zu %2 in der Instanz %3; SMB Multichannel nutzt diesen Pfad nicht. Prüfen Sie die Multichannel-Einschränkungen und ob SMB beide Schnittstellen sieht (Get-SmbClientNetworkInterface, Get-SmbServerNetworkInterface auf %4).</translation>
    </message>
    <message>
        <source>neither end is</source>
        <translation>keines der beiden Enden ist</translation>
    </message>
    <message>
        <source>this node&apos;s end is not</source>
        <translation>das Ende dieses Knotens ist nicht</translation>
    </message>
    <message>
        <source>the peer&apos;s end is not</source>
        <translation>das Ende des Gegenübers ist nicht</translation>
    </message>
    <message>
        <source>the SMB connection in the instance %1 runs over TCP: %2 RDMA-capable to SMB. Check RDMA on both adapters (Get-NetAdapterRdma) and that SMB sees it (Get-SmbClientNetworkInterface here, Get-SmbServerNetworkInterface on %3).</source>
        <translation>die SMB-Verbindung in der Instanz %1 läuft über TCP: %2 für SMB RDMA-fähig. Prüfen Sie RDMA auf beiden Adaptern (Get-NetAdapterRdma) und ob SMB es sieht (Get-SmbClientNetworkInterface hier, Get-SmbServerNetworkInterface auf %3).</translation>
    </message>
    <message>
        <source>counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>the read from the peer (%1) read nothing%2</source>
        <translation>der Lesevorgang vom Gegenüber (%1) hat nichts gelesen%2</translation>
    </message>
    <message>
        <source>%1: the RDMA counters could not be read%2: whether SMB Direct carries this path is not checked</source>
        <translation>%1: die RDMA-Zähler konnten nicht gelesen werden%2: ob SMB Direct diesen Pfad trägt, ist nicht geprüft</translation>
    </message>
    <message>
        <source>reading %1 bytes from the peer moved %2 bytes through the network stack of %3 and none over RDMA (%4): SMB went over TCP. Check RDMA on both adapters and that SMB sees it (Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection).</source>
        <translation>das Lesen von %1 Bytes vom Gegenüber hat %2 Bytes durch den Netzwerkstapel von %3 bewegt und keine über RDMA (%4): SMB lief über TCP. Prüfen Sie RDMA auf beiden Adaptern und ob SMB es sieht (Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection).</translation>
    </message>
    <message>
        <source>reading %1 bytes from the peer moved neither the RDMA Activity bytes of %2 nor the SMB Direct Connection bytes: the read did not ride RDMA on this adapter. Check that SMB Multichannel uses this interface and that the adapter&apos;s RDMA works (Test-Rdma.ps1).</source>
        <translation>das Lesen von %1 Bytes vom Gegenüber hat weder die RDMA-Activity-Bytes von %2 noch die Bytes von SMB Direct Connection bewegt: der Lesevorgang lief auf diesem Adapter nicht über RDMA. Prüfen Sie, ob SMB Multichannel diese Schnittstelle nutzt und das RDMA des Adapters funktioniert (Test-Rdma.ps1).</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>the timed transfer (%1) failed (%2)</source>
        <translation>die zeitgesteuerte Übertragung (%1) ist fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>a path test cannot be read: it is %1, not an object</source>
        <translation>ein Pfadtest ist nicht lesbar: er ist %1, kein Objekt</translation>
    </message>
    <message>
        <source>%1 holds no evidence folder with path tests (expected one folder per run, named by its time, each with a paths folder)</source>
        <translation>%1 enthält keinen Nachweisordner mit Pfadtests (erwartet: ein Ordner je Lauf, nach seiner Zeit benannt, jeder mit einem Ordner paths)</translation>
    </message>
    <message>
        <source>Apply the redundancy domain of the configuration hvnet exports for %1 on both switches of the pair, or correct the design&apos;s redundancy settings if the switches are right.</source>
        <translation>Übernehmen Sie die Redundanzdomäne aus der Konfiguration, die hvnet für %1 exportiert, auf beiden Switches des Paars, oder korrigieren Sie die Redundanzeinstellungen des Designs, wenn die Switches richtig sind.</translation>
    </message>
    <message>
        <source>switch %1: its redundancy domain is configured, but %2 is not read from the evidence, so the design does not state the domain</source>
        <translation>Switch %1: seine Redundanzdomäne ist konfiguriert, aber %2 ist aus den Nachweisen nicht gelesen, daher gibt das Design die Domäne nicht an</translation>
    </message>
    <message>
        <source>a domain id from 1 to 255</source>
        <translation>eine Domänenkennung von 1 bis 255</translation>
    </message>
    <message>
        <source>the keepalive&apos;s source address</source>
        <translation>die Quelladresse des Keepalive</translation>
    </message>
    <message>
        <source>%1 %2: the jumbo packet setting %3 is no frame size of 1514 to 16128 bytes; the standard frame is assumed</source>
        <translation>%1 %2: die Jumbo-Packet-Einstellung %3 ist keine Framegröße zwischen 1514 und 16128 Byte; es wird der Standardframe angenommen</translation>
    </message>
</context>
<context>
    <name>hvnet::rules</name>
    <message>
        <source>Subnet prefix is not a valid IPv4 network</source>
        <translation>Subnetzpräfix ist kein gültiges IPv4-Netzwerk</translation>
    </message>
    <message>
        <source>Without a valid network in CIDR notation no address of the subnet can be planned or checked.</source>
        <translation>Ohne gültiges Netzwerk in CIDR-Notation lässt sich keine Adresse des Subnetzes planen oder prüfen.</translation>
    </message>
    <message>
        <source>IPv4 CIDR notation (RFC 4632)</source>
        <translation>IPv4-CIDR-Notation (RFC 4632)</translation>
    </message>
    <message>
        <source>Subnets overlap</source>
        <translation>Subnetze überschneiden sich</translation>
    </message>
    <message>
        <source>Two networks with overlapping address ranges make routing ambiguous: a host cannot tell which interface reaches an address.</source>
        <translation>Zwei Netzwerke mit überlappenden Adressbereichen machen das Routing mehrdeutig: Ein Host kann nicht erkennen, über welche Schnittstelle er eine Adresse erreicht.</translation>
    </message>
    <message>
        <source>Azure Local Environment Checker: management IP not overlapping the storage subnets</source>
        <translation>Azure Local Environment Checker: Verwaltungs-IP überschneidet sich nicht mit den Speichersubnetzen</translation>
    </message>
    <message>
        <source>VLAN id out of range</source>
        <translation>VLAN-ID außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>An 802.1Q VLAN id is 1 to 4094; hvnet uses 0 for an untagged subnet.</source>
        <translation>Eine 802.1Q-VLAN-ID liegt zwischen 1 und 4094; hvnet verwendet 0 für ein Subnetz ohne VLAN-Tag (untagged).</translation>
    </message>
    <message>
        <source>IEEE 802.1Q</source>
        <translation>IEEE 802.1Q</translation>
    </message>
    <message>
        <source>Gateway is not a host address of its subnet</source>
        <translation>Gateway ist keine Hostadresse seines Subnetzes</translation>
    </message>
    <message>
        <source>A default gateway must be reachable on the subnet itself: a usable host address inside the prefix, neither the network nor the broadcast address.</source>
        <translation>Ein Standardgateway muss im Subnetz selbst erreichbar sein: eine nutzbare Hostadresse innerhalb des Präfixes, weder die Netzwerk- noch die Broadcastadresse.</translation>
    </message>
    <message>
        <source>IPv4 addressing (RFC 1122)</source>
        <translation>IPv4-Adressierung (RFC 1122)</translation>
    </message>
    <message>
        <source>Address is not a usable host address of its subnet</source>
        <translation>Adresse ist keine nutzbare Hostadresse ihres Subnetzes</translation>
    </message>
    <message>
        <source>An interface or cluster address must be a host address inside its subnet; the network and broadcast addresses cannot be assigned.</source>
        <translation>Eine Schnittstellen- oder Clusteradresse muss eine Hostadresse innerhalb ihres Subnetzes sein; Netzwerk- und Broadcastadresse können nicht zugewiesen werden.</translation>
    </message>
    <message>
        <source>Address used twice</source>
        <translation>Adresse doppelt verwendet</translation>
    </message>
    <message>
        <source>Two interfaces, cluster addresses or gateways with one address conflict: only one of them answers, and which one is left to chance.</source>
        <translation>Zwei Schnittstellen, Clusteradressen oder Gateways mit derselben Adresse stehen in Konflikt: Nur eine antwortet, und welche, bleibt dem Zufall überlassen.</translation>
    </message>
    <message>
        <source>IPv4 address conflict detection (RFC 5227)</source>
        <translation>Erkennung von IPv4-Adresskonflikten (RFC 5227)</translation>
    </message>
    <message>
        <source>Interface has no address</source>
        <translation>Schnittstelle hat keine Adresse</translation>
    </message>
    <message>
        <source>Scripts and checks need every interface&apos;s address; run address allocation to fill the missing ones from their subnets.</source>
        <translation>Skripte und Prüfungen benötigen die Adresse jeder Schnittstelle; führen Sie die Adresszuweisung aus, um fehlende Adressen aus ihren Subnetzen zu ergänzen.</translation>
    </message>
    <message>
        <source>hvnet address plan</source>
        <translation>hvnet-Adressplan</translation>
    </message>
    <message>
        <source>Node has more than one default gateway</source>
        <translation>Knoten hat mehr als ein Standardgateway</translation>
    </message>
    <message>
        <source>A node has exactly one default gateway, on its management network; a second default route sends traffic out of the wrong interface, and storage networks stay non-routed.</source>
        <translation>Ein Knoten hat genau ein Standardgateway, in seinem Verwaltungsnetzwerk; eine zweite Standardroute leitet Datenverkehr über die falsche Schnittstelle, und Speichernetzwerke werden nicht geroutet.</translation>
    </message>
    <message>
        <source>A suppression matches no finding</source>
        <translation>Eine Unterdrückung passt zu keinem Befund</translation>
    </message>
    <message>
        <source>A suppression that no longer matches anything hides nothing and only misleads the next reader; stale suppressions should not pile up.</source>
        <translation>Eine Unterdrückung, die zu nichts mehr passt, verbirgt nichts und führt nur den nächsten Leser in die Irre; veraltete Unterdrückungen sollten sich nicht ansammeln.</translation>
    </message>
    <message>
        <source>hvnet rule engine</source>
        <translation>hvnet-Regel-Engine</translation>
    </message>
    <message>
        <source>every object</source>
        <translation>jedes Objekt</translation>
    </message>
    <message>
        <source>The suppression of %1 for %2 matches no finding; remove it from the design.</source>
        <translation>Die Unterdrückung der Regel %1 für %2 passt zu keinem Befund; entfernen Sie sie aus dem Design.</translation>
    </message>
    <message>
        <source>The suppression names rule %1, which is not in the catalogue; check the spelling or remove it.</source>
        <translation>Die Unterdrückung nennt die Regel %1, die nicht im Katalog enthalten ist; prüfen Sie die Schreibweise oder entfernen Sie sie.</translation>
    </message>
    <message>
        <source>Subnet %1 has prefix %2 with host bits set; write the network address %3.</source>
        <translation>Subnetz %1 hat das Präfix %2 mit gesetzten Hostbits; schreiben Sie die Netzwerkadresse %3.</translation>
    </message>
    <message>
        <source>Subnet %1 has prefix &quot;%2&quot;, which is not an IPv4 network in CIDR notation (for example 172.16.1.0/24).</source>
        <translation>Subnetz %1 hat das Präfix &quot;%2&quot;, das kein IPv4-Netzwerk in CIDR-Notation ist (zum Beispiel 172.16.1.0/24).</translation>
    </message>
    <message>
        <source>Subnets %1 (%2) and %3 (%4) overlap; give each its own address range.</source>
        <translation>Die Subnetze %1 (%2) und %3 (%4) überschneiden sich; geben Sie jedem einen eigenen Adressbereich.</translation>
    </message>
    <message>
        <source>Subnet %1 has VLAN %2; use 1 to 4094, or 0 for untagged.</source>
        <translation>Subnetz %1 hat VLAN %2; verwenden Sie 1 bis 4094 oder 0 für untagged.</translation>
    </message>
    <message>
        <source>Subnet %1 has gateway &quot;%2&quot;, which is not an IPv4 address.</source>
        <translation>Subnetz %1 hat das Gateway &quot;%2&quot;, das keine IPv4-Adresse ist.</translation>
    </message>
    <message>
        <source>Subnet %1 has gateway %2, which is not a usable host address of %3; pick an address inside the subnet.</source>
        <translation>Subnetz %1 hat das Gateway %2, das keine nutzbare Hostadresse von %3 ist; wählen Sie eine Adresse innerhalb des Subnetzes.</translation>
    </message>
    <message>
        <source>it lies outside %1</source>
        <translation>sie liegt außerhalb von %1</translation>
    </message>
    <message>
        <source>it is the network address of %1</source>
        <translation>sie ist die Netzwerkadresse von %1</translation>
    </message>
    <message>
        <source>it is the broadcast address of %1</source>
        <translation>sie ist die Broadcastadresse von %1</translation>
    </message>
    <message>
        <source>%1: interface %2 has address &quot;%3&quot;, which is not an IPv4 address.</source>
        <translation>%1: Schnittstelle %2 hat die Adresse &quot;%3&quot;, die keine IPv4-Adresse ist.</translation>
    </message>
    <message>
        <source>%1: interface %2 has address %3 in subnet %4, but %5; pick a host address of the subnet or run address allocation.</source>
        <translation>%1: Schnittstelle %2 hat die Adresse %3 im Subnetz %4, aber %5; wählen Sie eine Hostadresse des Subnetzes oder führen Sie die Adresszuweisung aus.</translation>
    </message>
    <message>
        <source>Cluster %1 has address &quot;%2&quot;, which is not an IPv4 address.</source>
        <translation>Cluster %1 hat die Adresse &quot;%2&quot;, die keine IPv4-Adresse ist.</translation>
    </message>
    <message>
        <source>Cluster %1 has address %2, which lies in none of the design&apos;s subnets; use an address of the subnet the cluster is reached on.</source>
        <translation>Cluster %1 hat die Adresse %2, die in keinem Subnetz des Designs liegt; verwenden Sie eine Adresse des Subnetzes, über das der Cluster erreicht wird.</translation>
    </message>
    <message>
        <source>Cluster %1 has address %2, but %3; pick a host address of subnet %4.</source>
        <translation>Cluster %1 hat die Adresse %2, aber %3; wählen Sie eine Hostadresse aus Subnetz %4.</translation>
    </message>
    <message>
        <source>the gateway of %1</source>
        <translation>das Gateway von %1</translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>Address %1 is used %2 times (%3); give each its own address.</source>
        <translation>Adresse %1 wird %2-mal verwendet (%3); geben Sie jedem eine eigene Adresse.</translation>
    </message>
    <message>
        <source>%1: interface %2 in subnet %3 has no address; run address allocation (Design &gt; Allocate addresses, or hvnet allocate).</source>
        <translation>%1: Schnittstelle %2 im Subnetz %3 hat keine Adresse; führen Sie die Adresszuweisung aus (Design &gt; Adressen zuweisen oder hvnet allocate).</translation>
    </message>
    <message>
        <source>%1 has interfaces in %2 subnets with a gateway (%3); a node has exactly one default gateway, so remove the gateway from every subnet but the management one.</source>
        <translation>%1 hat Schnittstellen in %2 Subnetzen mit Gateway (%3); ein Knoten hat genau ein Standardgateway, entfernen Sie daher das Gateway aus allen Subnetzen außer dem Verwaltungssubnetz.</translation>
    </message>
    <message>
        <source>Computer name breaks the NetBIOS rules</source>
        <translation>Computername verletzt die NetBIOS-Regeln</translation>
    </message>
    <message>
        <source>A Windows computer name has at most 15 characters of letters, digits and hyphens, and is not all digits.</source>
        <translation>Ein Windows-Computername hat höchstens 15 Zeichen aus Buchstaben, Ziffern und Bindestrichen und besteht nicht nur aus Ziffern.</translation>
    </message>
    <message>
        <source>NetBIOS computer names (Windows naming conventions)</source>
        <translation>NetBIOS-Computernamen (Windows-Namenskonventionen)</translation>
    </message>
    <message>
        <source>Name used twice</source>
        <translation>Name doppelt verwendet</translation>
    </message>
    <message>
        <source>Nodes, cluster names and access points are all computer objects in one domain; their names must differ (regardless of case).</source>
        <translation>Knoten, Clusternamen und Zugriffspunkte sind alle Computerobjekte in einer Domäne; ihre Namen müssen sich unterscheiden (unabhängig von Groß-/Kleinschreibung).</translation>
    </message>
    <message>
        <source>Active Directory computer names</source>
        <translation>Active-Directory-Computernamen</translation>
    </message>
    <message>
        <source>Cluster size out of bounds</source>
        <translation>Clustergröße außerhalb der Grenzen</translation>
    </message>
    <message>
        <source>Cluster member with an unexpected role</source>
        <translation>Clustermitglied mit unerwarteter Rolle</translation>
    </message>
    <message>
        <source>A cluster&apos;s members play the cluster&apos;s role: file servers in an SOFS cluster, S2D nodes in an S2D cluster, Hyper-V hosts or S2D nodes in a Hyper-V cluster.</source>
        <translation>Die Mitglieder eines Clusters übernehmen dessen Rolle: Dateiserver in einem SOFS-Cluster, S2D-Knoten in einem S2D-Cluster, Hyper-V-Hosts oder S2D-Knoten in einem Hyper-V-Cluster.</translation>
    </message>
    <message>
        <source>hvnet design model</source>
        <translation>hvnet-Designmodell</translation>
    </message>
    <message>
        <source>Cluster members share fewer than two networks</source>
        <translation>Clustermitglieder teilen weniger als zwei Netzwerke</translation>
    </message>
    <message>
        <source>A reliable cluster heartbeat needs two networks between every two members.</source>
        <translation>Ein zuverlässiger Cluster-Heartbeat benötigt zwei Netzwerke zwischen je zwei Mitgliedern.</translation>
    </message>
    <message>
        <source>Cluster members name their RDMA adapters differently</source>
        <translation>Clustermitglieder benennen ihre RDMA-Adapter unterschiedlich</translation>
    </message>
    <message>
        <source>RoCE path crosses a switch without DCB</source>
        <translation>RoCE-Pfad führt über einen Switch ohne DCB</translation>
    </message>
    <message>
        <source>PFC must run on every node and switch port in the path of RoCE traffic; one switch without DCB drops frames under load.</source>
        <translation>PFC muss auf jedem Knoten und Switch-Port im Pfad von RoCE-Datenverkehr aktiv sein; ein einziger Switch ohne DCB verwirft unter Last Frames.</translation>
    </message>
    <message>
        <source>Switch PFC differs from the hosts&apos;</source>
        <translation>PFC des Switches weicht von den Hosts ab</translation>
    </message>
    <message>
        <source>PFC must be on for the same priorities end to end: a switch or port in a RoCE path that leaves out a lossless priority drops that traffic (error); extra lossless priorities only cost buffers (warning).</source>
        <translation>PFC muss durchgängig für dieselben Prioritäten aktiv sein: Ein Switch oder Port in einem RoCE-Pfad, der eine verlustfreie Priorität auslässt, verwirft diesen Datenverkehr (Fehler); zusätzliche verlustfreie Prioritäten kosten nur Puffer (Warnung).</translation>
    </message>
    <message>
        <source>Switch ETS shares differ from the hosts&apos;</source>
        <translation>ETS-Anteile des Switches weichen von den Hosts ab</translation>
    </message>
    <message>
        <source>Host and switch must give each priority the same bandwidth share, or the switch starves what the hosts protect.</source>
        <translation>Host und Switch müssen jeder Priorität denselben Bandbreitenanteil geben, sonst benachteiligt der Switch genau den Datenverkehr, den die Hosts schützen.</translation>
    </message>
    <message>
        <source>anchors study, rule 8 (host and switch ETS agree)</source>
        <translation>anchors-Studie, Regel 8 (ETS auf Host und Switch stimmen überein)</translation>
    </message>
    <message>
        <source>Switch is DCBX willing</source>
        <translation>Switch steht auf DCBX Willing</translation>
    </message>
    <message>
        <source>A willing switch takes its DCB settings from its neighbours; configure PFC on the switch and keep it not willing.</source>
        <translation>Ein Switch mit DCBX Willing übernimmt seine DCB-Einstellungen von seinen Nachbarn; konfigurieren Sie PFC auf dem Switch und lassen Sie Willing dort ausgeschaltet.</translation>
    </message>
    <message>
        <source>RoCE storage subnet without a VLAN</source>
        <translation>RoCE-Speichersubnetz ohne VLAN</translation>
    </message>
    <message>
        <source>The 802.1p priority that PFC acts on travels in the 802.1Q tag; untagged RoCE traffic has no priority (Network ATC refuses it as InvalidIsolationID).</source>
        <translation>Die 802.1p-Priorität, auf die PFC wirkt, wird im 802.1Q-Tag übertragen; RoCE-Datenverkehr ohne Tag hat keine Priorität (Network ATC lehnt ihn als InvalidIsolationID ab).</translation>
    </message>
    <message>
        <source>Jumbo frames do not match end to end</source>
        <translation>Jumbo Frames stimmen nicht durchgängig überein</translation>
    </message>
    <message>
        <source>An adapter&apos;s IP MTU (its *JumboPacket less 14 bytes of Ethernet header) must fit every switch on its paths (error), and the adapters of one subnet should use one frame size (warning).</source>
        <translation>Die IP-MTU eines Adapters (sein *JumboPacket abzüglich 14 Byte Ethernet-Header) muss zu jedem Switch auf seinen Pfaden passen (Fehler), und die Adapter eines Subnetzes sollten eine einheitliche Framegröße verwenden (Warnung).</translation>
    </message>
    <message>
        <source>Switch port prunes a VLAN the host uses</source>
        <translation>Switch-Port schließt ein vom Host verwendetes VLAN aus</translation>
    </message>
    <message>
        <source>A port that states its allowed VLANs drops every other VLAN at the first hop.</source>
        <translation>Ein Port, der seine erlaubten VLANs angibt, verwirft jedes andere VLAN schon am ersten Hop.</translation>
    </message>
    <message>
        <source>IEEE 802.1Q trunking</source>
        <translation>IEEE-802.1Q-Trunking</translation>
    </message>
    <message>
        <source>SMB constraint names another node&apos;s interface</source>
        <translation>SMB-Einschränkung nennt die Schnittstelle eines anderen Knotens</translation>
    </message>
    <message>
        <source>An SMB Multichannel constraint is set on the client and can only name the client&apos;s own interfaces.</source>
        <translation>Eine Einschränkung für SMB Multichannel wird auf dem Client festgelegt und kann nur dessen eigene Schnittstellen nennen.</translation>
    </message>
    <message>
        <source>New-SmbMultichannelConstraint</source>
        <translation>New-SmbMultichannelConstraint</translation>
    </message>
    <message>
        <source>SMB constraint for a server the design does not have</source>
        <translation>SMB-Einschränkung für einen Server, den das Design nicht enthält</translation>
    </message>
    <message>
        <source>The server of a constraint should be a node, cluster or access point of the design; it may be outside the design, or misspelt.</source>
        <translation>Der Server einer Einschränkung sollte ein Knoten, Cluster oder Zugriffspunkt des Designs sein; er liegt möglicherweise außerhalb des Designs oder ist falsch geschrieben.</translation>
    </message>
    <message>
        <source>SMB constraint with no path to its server</source>
        <translation>SMB-Einschränkung ohne Pfad zu ihrem Server</translation>
    </message>
    <message>
        <source>When none of a constraint&apos;s interfaces shares a subnet with the server, SMB has no path to it at all.</source>
        <translation>Wenn keine der Schnittstellen einer Einschränkung ein Subnetz mit dem Server teilt, hat SMB überhaupt keinen Pfad zu ihm.</translation>
    </message>
    <message>
        <source>SMB constraint turns SMB Direct off</source>
        <translation>SMB-Einschränkung schaltet SMB Direct ab</translation>
    </message>
    <message>
        <source>A constraint that names only non-RDMA interfaces keeps SMB off the RDMA interfaces that could reach the same server.</source>
        <translation>Eine Einschränkung, die nur Nicht-RDMA-Schnittstellen nennt, hält SMB von den RDMA-Schnittstellen fern, die denselben Server erreichen könnten.</translation>
    </message>
    <message>
        <source>Hyper-V host without an SMB constraint to its file server</source>
        <translation>Hyper-V-Host ohne SMB-Einschränkung zu seinem Dateiserver</translation>
    </message>
    <message>
        <source>Without a constraint SMB may reach the Scale-Out File Server over management or VM networks; the constraint keeps it on the rNICs.</source>
        <translation>Ohne Einschränkung erreicht SMB den Dateiserver mit horizontaler Skalierung womöglich über Verwaltungs- oder VM-Netzwerke; die Einschränkung hält SMB auf den rNICs.</translation>
    </message>
    <message>
        <source>Live migration over SMB without RDMA</source>
        <translation>Livemigration über SMB ohne RDMA</translation>
    </message>
    <message>
        <source>SMB live migration pays off through SMB Direct; without RDMA interfaces compression is usually faster.</source>
        <translation>Livemigration über SMB lohnt sich durch SMB Direct; ohne RDMA-Schnittstellen ist Komprimierung meist schneller.</translation>
    </message>
    <message>
        <source>Live migration over SMB on Windows Server 2012</source>
        <translation>Livemigration über SMB unter Windows Server 2012</translation>
    </message>
    <message>
        <source>Live migration over SMB came with Windows Server 2012 R2.</source>
        <translation>Livemigration über SMB kam mit Windows Server 2012 R2.</translation>
    </message>
    <message>
        <source>SMB live migration without a bandwidth limit</source>
        <translation>SMB-Livemigration ohne Bandbreitenlimit</translation>
    </message>
    <message>
        <source>Unlimited SMB live migration can starve storage traffic in the same SMB class; cap it with an SMB bandwidth limit.</source>
        <translation>Unbegrenzte SMB-Livemigration kann den Speicherdatenverkehr in derselben SMB-Klasse verdrängen; begrenzen Sie sie mit einem SMB-Bandbreitenlimit.</translation>
    </message>
    <message>
        <source>Fast RDMA interfaces not used for live migration</source>
        <translation>Schnelle RDMA-Schnittstellen nicht für Livemigration genutzt</translation>
    </message>
    <message>
        <source>From Windows Server 2012 R2 live migration over SMB uses SMB Direct and Multichannel; with two or more RDMA interfaces of 10 Gbps or more it is usually the fastest transport.</source>
        <translation>Ab Windows Server 2012 R2 nutzt Livemigration über SMB SMB Direct und Multichannel; mit zwei oder mehr RDMA-Schnittstellen ab 10 Gbit/s ist sie meist der schnellste Transport.</translation>
    </message>
    <message>
        <source>Network ATC on a platform without it</source>
        <translation>Network ATC auf einer Plattform ohne Network ATC</translation>
    </message>
    <message>
        <source>Network ATC exists on Windows Server 2025 and Azure Local only.</source>
        <translation>Network ATC gibt es nur unter Windows Server 2025 und Azure Local.</translation>
    </message>
    <message>
        <source>LBFO team where it is unsupported or deprecated</source>
        <translation>LBFO-Team, wo es nicht unterstützt oder veraltet ist</translation>
    </message>
    <message>
        <source>Azure Local does not support LBFO teams (error); on Windows Server 2022 and 2025 LBFO under a vSwitch is deprecated in favour of SET (warning).</source>
        <translation>Azure Local unterstützt keine LBFO-Teams (Fehler); unter Windows Server 2022 und 2025 ist LBFO unter einem vSwitch zugunsten von SET veraltet (Warnung).</translation>
    </message>
    <message>
        <source>Traffic class shares exceed 99%</source>
        <translation>Anteile der Datenverkehrsklassen überschreiten 99 %</translation>
    </message>
    <message>
        <source>The ETS shares of the created traffic classes may add up to 99% at most: the default class keeps at least 1%.</source>
        <translation>Die ETS-Anteile der angelegten Datenverkehrsklassen dürfen zusammen höchstens 99 % ergeben: Die Standardklasse behält mindestens 1 %.</translation>
    </message>
    <message>
        <source>Two traffic classes on one priority</source>
        <translation>Zwei Datenverkehrsklassen auf einer Priorität</translation>
    </message>
    <message>
        <source>An 802.1p priority belongs to one traffic class; two classes on it cannot be told apart.</source>
        <translation>Eine 802.1p-Priorität gehört zu genau einer Datenverkehrsklasse; zwei Klassen darauf lassen sich nicht unterscheiden.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qaz (ETS)</source>
        <translation>IEEE 802.1Qaz (ETS)</translation>
    </message>
    <message>
        <source>RoCE without a lossless SMB Direct class</source>
        <translation>RoCE ohne verlustfreie Klasse für SMB Direct</translation>
    </message>
    <message>
        <source>RoCE has no recovery of its own from dropped frames; it needs priority flow control on the SMB Direct priority.</source>
        <translation>RoCE kann sich nicht selbst von verworfenen Frames erholen; es benötigt Priority Flow Control auf der Priorität für SMB Direct.</translation>
    </message>
    <message>
        <source>iWARP without an SMB Direct class</source>
        <translation>iWARP ohne Klasse für SMB Direct</translation>
    </message>
    <message>
        <source>iWARP runs over TCP and needs no DCB, but a bandwidth reservation for SMB Direct still protects storage traffic under load.</source>
        <translation>iWARP läuft über TCP und benötigt kein DCB, aber eine Bandbreitenreservierung für SMB Direct schützt den Speicherdatenverkehr unter Last trotzdem.</translation>
    </message>
    <message>
        <source>PFC on priority 0</source>
        <translation>PFC auf Priorität 0</translation>
    </message>
    <message>
        <source>Priority 0 carries all untagged and default traffic; pausing it pauses everything.</source>
        <translation>Priorität 0 überträgt den gesamten Datenverkehr ohne Tag und den Standarddatenverkehr; wird sie pausiert, wird alles pausiert.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb; Manage DCB</source>
        <translation>IEEE 802.1Qbb; DCB verwalten</translation>
    </message>
    <message>
        <source>More than two lossless classes</source>
        <translation>Mehr als zwei verlustfreie Klassen</translation>
    </message>
    <message>
        <source>Every lossless priority takes buffer space in NICs and switches; Microsoft&apos;s model uses one, and more than two exceed what much hardware can hold.</source>
        <translation>Jede verlustfreie Priorität belegt Pufferspeicher in NICs und Switches; das Modell von Microsoft verwendet eine, und mehr als zwei übersteigen die Kapazität vieler Geräte.</translation>
    </message>
    <message>
        <source>Cluster heartbeat class missing or off guidance</source>
        <translation>Klasse für Cluster-Heartbeats fehlt oder weicht von der Empfehlung ab</translation>
    </message>
    <message>
        <source>Cluster heartbeats get their own lossy class on priority 7 with 2% of the bandwidth at 10 GbE or less and 1% above; a lossless cluster class (priority 5 with PFC) is the older practice.</source>
        <translation>Cluster-Heartbeats erhalten eine eigene verlustbehaftete Klasse auf Priorität 7 mit 2 % der Bandbreite bei 10 GbE oder weniger und 1 % darüber; eine verlustfreie Clusterklasse (Priorität 5 mit PFC) ist die ältere Praxis.</translation>
    </message>
    <message>
        <source>Hosts accept the switch&apos;s DCB settings</source>
        <translation>Hosts übernehmen die DCB-Einstellungen des Switches</translation>
    </message>
    <message>
        <source>With DCBX willing, a host takes PFC and ETS from the switch instead of its own policy (and installing DCB turns it on); the hosts must be authoritative. An error in a RoCE design, a warning otherwise.</source>
        <translation>Mit DCBX Willing übernimmt ein Host PFC und ETS vom Switch statt aus seiner eigenen Richtlinie (und die Installation von DCB schaltet es ein); die Hosts müssen maßgeblich sein. Ein Fehler in einem RoCE-Design, sonst eine Warnung.</translation>
    </message>
    <message>
        <source>RDMA wanted on an LBFO team</source>
        <translation>RDMA auf einem LBFO-Team gewünscht</translation>
    </message>
    <message>
        <source>An LBFO team interface never offers RDMA, whatever its members can do, so SMB Direct cannot run over it.</source>
        <translation>Eine LBFO-Teamschnittstelle bietet nie RDMA, unabhängig davon, was ihre Mitglieder können; SMB Direct kann daher nicht darüber laufen.</translation>
    </message>
    <message>
        <source>RDMA-capable adapter in an LBFO team</source>
        <translation>RDMA-fähiger Adapter in einem LBFO-Team</translation>
    </message>
    <message>
        <source>An rNIC that joins an LBFO team loses its RDMA capability.</source>
        <translation>Eine rNIC, die einem LBFO-Team beitritt, verliert ihre RDMA-Fähigkeit.</translation>
    </message>
    <message>
        <source>RDMA through the Hyper-V switch before Windows Server 2016</source>
        <translation>RDMA über den Hyper-V-Switch vor Windows Server 2016</translation>
    </message>
    <message>
        <source>Before Windows Server 2016 an RDMA adapter bound to a Hyper-V switch loses RDMA and host vNICs cannot do RDMA; the rNICs must stay outside the vSwitch.</source>
        <translation>Vor Windows Server 2016 verliert ein RDMA-Adapter, der an einen Hyper-V-Switch gebunden ist, RDMA, und Host-vNICs können kein RDMA; die rNICs müssen außerhalb des vSwitches bleiben.</translation>
    </message>
    <message>
        <source>Switch Embedded Teaming before Windows Server 2016</source>
        <translation>Switch Embedded Teaming vor Windows Server 2016</translation>
    </message>
    <message>
        <source>SET came with Windows Server 2016.</source>
        <translation>SET kam mit Windows Server 2016.</translation>
    </message>
    <message>
        <source>SET uplinks are not identical</source>
        <translation>SET-Uplinks sind nicht identisch</translation>
    </message>
    <message>
        <source>Switch Embedded Teaming needs identical adapters: same make, model and speed.</source>
        <translation>Switch Embedded Teaming benötigt identische Adapter: gleicher Hersteller, gleiches Modell, gleiche Geschwindigkeit.</translation>
    </message>
    <message>
        <source>More than 8 SET uplinks</source>
        <translation>Mehr als 8 SET-Uplinks</translation>
    </message>
    <message>
        <source>A SET team has at most 8 adapters.</source>
        <translation>Ein SET-Team hat höchstens 8 Adapter.</translation>
    </message>
    <message>
        <source>SET on an LBFO team</source>
        <translation>SET auf einem LBFO-Team</translation>
    </message>
    <message>
        <source>Switch Embedded Teaming teams the adapters itself; its uplinks are adapters, not a team.</source>
        <translation>Switch Embedded Teaming bildet das Team aus den Adaptern selbst; seine Uplinks sind Adapter, kein Team.</translation>
    </message>
    <message>
        <source>RDMA wanted on adapters that cannot do it</source>
        <translation>RDMA auf Adaptern gewünscht, die es nicht beherrschen</translation>
    </message>
    <message>
        <source>SMB Direct needs an RDMA-capable adapter under the interface.</source>
        <translation>SMB Direct benötigt einen RDMA-fähigen Adapter unter der Schnittstelle.</translation>
    </message>
    <message>
        <source>SMB Direct requirements</source>
        <translation>Anforderungen für SMB Direct</translation>
    </message>
    <message>
        <source>Storage interface on rNICs without RDMA</source>
        <translation>Speicherschnittstelle auf rNICs ohne RDMA</translation>
    </message>
    <message>
        <source>A storage interface over RDMA-capable adapters that does not use RDMA leaves SMB Direct unused.</source>
        <translation>Eine Speicherschnittstelle über RDMA-fähige Adapter, die RDMA nicht nutzt, lässt SMB Direct ungenutzt.</translation>
    </message>
    <message>
        <source>SMB Direct</source>
        <translation>SMB Direct</translation>
    </message>
    <message>
        <source>Different RDMA transports meet</source>
        <translation>Unterschiedliche RDMA-Transporte treffen aufeinander</translation>
    </message>
    <message>
        <source>iWARP, RoCE and RoCEv2 never interoperate: every RDMA interface of one storage subnet, and of one cluster, must use the same transport.</source>
        <translation>iWARP, RoCE und RoCEv2 arbeiten nie miteinander: Jede RDMA-Schnittstelle eines Speichersubnetzes und eines Clusters muss denselben Transport verwenden.</translation>
    </message>
    <message>
        <source>RDMA vNIC not mapped to a physical port</source>
        <translation>RDMA-vNIC keinem physischen Port zugeordnet</translation>
    </message>
    <message>
        <source>Without a team mapping the vSwitch places an SMB vNIC on any uplink, so two SMB vNICs can share one port; map each to its own physical adapter.</source>
        <translation>Ohne Teamzuordnung legt der vSwitch eine SMB-vNIC auf einen beliebigen Uplink, sodass sich zwei SMB-vNICs einen Port teilen können; ordnen Sie jede einem eigenen physischen Adapter zu.</translation>
    </message>
    <message>
        <source>RDMA vNIC without IEEE priority tagging</source>
        <translation>RDMA-vNIC ohne IEEE Priority Tagging</translation>
    </message>
    <message>
        <source>RDMA bypasses the vSwitch, but TCP traffic on the same vNIC loses its 802.1p priority unless IEEE priority tagging is on.</source>
        <translation>RDMA umgeht den vSwitch, aber TCP-Datenverkehr auf derselben vNIC verliert seine 802.1p-Priorität, wenn IEEE Priority Tagging nicht aktiviert ist.</translation>
    </message>
    <message>
        <source>RDMA interfaces of a node at different speeds</source>
        <translation>RDMA-Schnittstellen eines Knotens mit unterschiedlichen Geschwindigkeiten</translation>
    </message>
    <message>
        <source>SMB Multichannel uses only the fastest class of interfaces; slower RDMA interfaces stay idle.</source>
        <translation>SMB Multichannel verwendet nur die schnellste Klasse von Schnittstellen; langsamere RDMA-Schnittstellen bleiben ungenutzt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres Objekt</numerusform>
            <numerusform>%1 und %n weitere Objekte</numerusform>
        </translation>
    </message>
    <message>
        <source>no RDMA</source>
        <translation>kein RDMA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Two RDMA interfaces of a node in one storage subnet</source>
        <translation>Zwei RDMA-Schnittstellen eines Knotens in einem Speichersubnetz</translation>
    </message>
    <message>
        <source>SMB Multichannel to a clustered file server uses one address per subnet and node, so a second RDMA interface in the same subnet is not used (an error before Windows Server 2016). Later versions tolerate it, but a subnet and VLAN per storage NIC keeps each path on its own switch.</source>
        <translation>SMB Multichannel zu einem geclusterten Dateiserver verwendet eine Adresse pro Subnetz und Knoten, daher wird eine zweite RDMA-Schnittstelle im selben Subnetz nicht genutzt (ein Fehler vor Windows Server 2016). Neuere Versionen tolerieren das, aber ein eigenes Subnetz und VLAN pro Speicher-NIC hält jeden Pfad auf seinem eigenen Switch.</translation>
    </message>
    <message>
        <source>Storage subnet has a gateway</source>
        <translation>Speichersubnetz hat ein Gateway</translation>
    </message>
    <message>
        <source>Storage networks are isolated and not routed; a gateway on them adds a second default route and makes clustering treat the network as client-facing.</source>
        <translation>Speichernetzwerke sind isoliert und werden nicht geroutet; ein Gateway darauf fügt eine zweite Standardroute hinzu und führt dazu, dass der Cluster das Netzwerk als Clientnetzwerk behandelt.</translation>
    </message>
    <message>
        <source>Storage interface registers in DNS</source>
        <translation>Speicherschnittstelle registriert sich im DNS</translation>
    </message>
    <message>
        <source>An address registered in DNS from a storage interface lets clients resolve the server&apos;s name to an address they cannot reach.</source>
        <translation>Eine von einer Speicherschnittstelle im DNS registrierte Adresse führt dazu, dass Clients den Namen des Servers in eine Adresse auflösen, die sie nicht erreichen können.</translation>
    </message>
    <message>
        <source>Cluster member has only one storage network</source>
        <translation>Clustermitglied hat nur ein Speichernetzwerk</translation>
    </message>
    <message>
        <source>Two storage networks give SMB Multichannel two paths and the cluster two heartbeat networks; with one, a single failure cuts storage.</source>
        <translation>Zwei Speichernetzwerke geben SMB Multichannel zwei Pfade und dem Cluster zwei Heartbeat-Netzwerke; bei nur einem unterbricht ein einzelner Ausfall den Speicherzugriff.</translation>
    </message>
    <message>
        <source>All storage networks of a cluster on one switch</source>
        <translation>Alle Speichernetzwerke eines Clusters auf einem Switch</translation>
    </message>
    <message>
        <source>Two storage networks should be on two different switches, so that losing a switch leaves one storage path and one heartbeat path.</source>
        <translation>Zwei Speichernetzwerke sollten auf zwei verschiedenen Switches liegen, damit beim Verlust eines Switches ein Speicherpfad und ein Heartbeat-Pfad erhalten bleiben.</translation>
    </message>
    <message>
        <source>Storage subnet spans several switches</source>
        <translation>Speichersubnetz erstreckt sich über mehrere Switches</translation>
    </message>
    <message>
        <source>When the interfaces of one storage subnet sit on two switches, storage traffic crosses the inter-switch link and competes there; keep each storage VLAN on one top-of-rack switch.</source>
        <translation>Wenn die Schnittstellen eines Speichersubnetzes an zwei Switches angeschlossen sind, läuft der Speicherdatenverkehr über den Inter-Switch-Link und konkurriert dort; halten Sie jedes Speicher-VLAN auf einem Top-of-Rack-Switch.</translation>
    </message>
    <message>
        <source>Subnet split into parts that cannot reach each other</source>
        <translation>Subnetz in Teile getrennt, die einander nicht erreichen</translation>
    </message>
    <message>
        <source>Interfaces of one subnet must share a layer-2 path (through switches and peer-links that allow the subnet&apos;s VLAN); otherwise some of them cannot talk at all.</source>
        <translation>Die Schnittstellen eines Subnetzes müssen einen Layer-2-Pfad teilen (über Switches und Peer-Links, die das VLAN des Subnetzes erlauben); andernfalls können einige von ihnen überhaupt nicht miteinander kommunizieren.</translation>
    </message>
    <message>
        <source>layer-2 reachability of the design&apos;s cabling</source>
        <translation>Layer-2-Erreichbarkeit in der Verkabelung des Designs</translation>
    </message>
    <message>
        <source>Adapter in use but not cabled</source>
        <translation>Adapter in Verwendung, aber nicht verkabelt</translation>
    </message>
    <message>
        <source>An adapter that carries an interface needs a cable in the plan, or nothing about its path can be checked or configured.</source>
        <translation>Ein Adapter, der eine Schnittstelle trägt, benötigt ein Kabel im Plan, sonst lässt sich an seinem Pfad nichts prüfen oder konfigurieren.</translation>
    </message>
    <message>
        <source>hvnet cabling plan</source>
        <translation>hvnet-Verkabelungsplan</translation>
    </message>
    <message>
        <source>Two cables on one port</source>
        <translation>Zwei Kabel an einem Port</translation>
    </message>
    <message>
        <source>A port takes one cable.</source>
        <translation>Ein Port nimmt nur ein Kabel auf.</translation>
    </message>
    <message>
        <source>Cable joins ports of different speeds</source>
        <translation>Kabel verbindet Ports unterschiedlicher Geschwindigkeit</translation>
    </message>
    <message>
        <source>Ends of different speeds run at the slower one, if the optics allow a link at all.</source>
        <translation>Enden unterschiedlicher Geschwindigkeit laufen mit der langsameren, sofern die Optiken überhaupt einen Link zulassen.</translation>
    </message>
    <message>
        <source>One switch can cut a cluster&apos;s storage</source>
        <translation>Ein einzelner Switch kann den Speicher eines Clusters abtrennen</translation>
    </message>
    <message>
        <source>No single switch may cut a cluster member off from another on every storage network they share; the storage networks belong on separate switches (or a redundant pair).</source>
        <translation>Kein einzelner Switch darf ein Clustermitglied in allen gemeinsamen Speichernetzwerken von einem anderen trennen können; die Speichernetzwerke gehören auf getrennte Switches (oder ein redundantes Paar).</translation>
    </message>
    <message>
        <source>All RDMA ports of a node on one card</source>
        <translation>Alle RDMA-Ports eines Knotens auf einer Karte</translation>
    </message>
    <message>
        <source>Whole cluster in one rack</source>
        <translation>Gesamter Cluster in einem Rack</translation>
    </message>
    <message>
        <source>A rack is a failure domain: power or its switches can take the whole cluster down.</source>
        <translation>Ein Rack ist eine Fehlerdomäne: Die Stromversorgung oder seine Switches können den gesamten Cluster lahmlegen.</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <source>it has %1 characters where 15 is the limit</source>
        <translation>er hat %1 Zeichen, das Limit ist 15</translation>
    </message>
    <message>
        <source>it is all digits</source>
        <translation>er besteht nur aus Ziffern</translation>
    </message>
    <message>
        <source>it contains &quot;%1&quot;; use letters, digits and hyphens</source>
        <translation>er enthält &quot;%1&quot;; verwenden Sie Buchstaben, Ziffern und Bindestriche</translation>
    </message>
    <message>
        <source>Node name &quot;%1&quot; is not a valid computer name: %2.</source>
        <translation>Knotenname &quot;%1&quot; ist kein gültiger Computername: %2.</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>access point of cluster %1</source>
        <translation>Zugriffspunkt von Cluster %1</translation>
    </message>
    <message>
        <source>The name %1 is used %2 times (%3); nodes, clusters and access points each need a name of their own.</source>
        <translation>Der Name %1 wird %2-mal verwendet (%3); Knoten, Cluster und Zugriffspunkte benötigen jeweils einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Cluster %1 has %2 members, more than the %3 a %4 cluster supports; split it.</source>
        <translation>Cluster %1 hat %2 Mitglieder, mehr als die %3, die ein %4-Cluster unterstützt; teilen Sie ihn auf.</translation>
    </message>
    <message>
        <source>Scale-Out File Server %1 has %2 nodes; 2 to 8 file servers is the common practice.</source>
        <translation>Dateiserver mit horizontaler Skalierung (SOFS) %1 hat %2 Knoten; 2 bis 8 Dateiserver sind gängige Praxis.</translation>
    </message>
    <message>
        <source>%1 is a %2 in %3 cluster %4; check the node&apos;s role or its cluster.</source>
        <translation>%1 hat die Rolle %2 im %3-Cluster %4; prüfen Sie die Rolle des Knotens oder seinen Cluster.</translation>
    </message>
    <message>
        <source>%1 and %2 in cluster %3 share fewer than two networks; give them two networks in common for a reliable heartbeat.</source>
        <translation>%1 und %2 in Cluster %3 teilen weniger als zwei Netzwerke; geben Sie ihnen für einen zuverlässigen Heartbeat zwei gemeinsame Netzwerke.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The members of cluster %1 name their RDMA adapters differently (%2); use the same names on every member.</source>
        <translation>Die Mitglieder von Cluster %1 benennen ihre RDMA-Adapter unterschiedlich (%2); verwenden Sie auf jedem Mitglied dieselben Namen.</translation>
    </message>
    <message>
        <source>Switch %1 carries RoCE traffic of subnet %2 but does not run DCB; RoCE needs PFC on every switch in the path: enable DCB there or route the path around it.</source>
        <translation>Switch %1 überträgt RoCE-Datenverkehr von Subnetz %2, betreibt aber kein DCB; RoCE benötigt PFC auf jedem Switch im Pfad: Aktivieren Sie dort DCB oder führen Sie den Pfad um ihn herum.</translation>
    </message>
    <message>
        <source>Switch %1 has PFC on priorities %2 but the hosts make %3 lossless; add %4 to the switch&apos;s PFC priorities.</source>
        <translation>Switch %1 hat PFC auf den Prioritäten %2, aber die Hosts machen %3 verlustfrei; fügen Sie %4 zu den PFC-Prioritäten des Switches hinzu.</translation>
    </message>
    <message>
        <source>Switch %1 also makes priorities %2 lossless, which the hosts do not use; remove them to save buffer space.</source>
        <translation>Switch %1 macht zusätzlich die Prioritäten %2 verlustfrei, die die Hosts nicht verwenden; entfernen Sie sie, um Pufferspeicher zu sparen.</translation>
    </message>
    <message>
        <source>Port %1 lies in the RoCE path of subnet %2 but states PFC off; turn PFC on for the port.</source>
        <translation>Port %1 liegt im RoCE-Pfad von Subnetz %2, hat aber laut Angabe PFC aus; schalten Sie PFC für den Port ein.</translation>
    </message>
    <message>
        <source>priority %1 gets %2% where the hosts have no class</source>
        <translation>Priorität %1 erhält %2 %, wo die Hosts keine Klasse haben</translation>
    </message>
    <message>
        <source>priority %1 gets %2% where the hosts give %3%</source>
        <translation>Priorität %1 erhält %2 %, wo die Hosts %3 % vergeben</translation>
    </message>
    <message>
        <source>priority %1 gets no share where the hosts give %2%</source>
        <translation>Priorität %1 erhält keinen Anteil, wo die Hosts %2 % vergeben</translation>
    </message>
    <message>
        <source>Switch %1 states ETS shares that differ from the hosts&apos;: %2; make them agree.</source>
        <translation>Switch %1 gibt ETS-Anteile an, die von denen der Hosts abweichen: %2; gleichen Sie sie an.</translation>
    </message>
    <message>
        <source>Switch %1 is DCBX willing and would take DCB settings from its neighbours; set DCBX willing off and force PFC on the switch.</source>
        <translation>Switch %1 steht auf DCBX Willing und würde DCB-Einstellungen von seinen Nachbarn übernehmen; schalten Sie DCBX Willing aus und erzwingen Sie PFC auf dem Switch.</translation>
    </message>
    <message>
        <source>Storage subnet %1 carries RoCE but is untagged (VLAN 0), so its traffic has no 802.1p priority for PFC; give it a VLAN.</source>
        <translation>Speichersubnetz %1 überträgt RoCE, ist aber untagged (VLAN 0), sodass sein Datenverkehr keine 802.1p-Priorität für PFC hat; geben Sie ihm ein VLAN.</translation>
    </message>
    <message>
        <source>The adapters of subnet %1 use different *JumboPacket sizes (%2); use one size throughout.</source>
        <translation>Die Adapter von Subnetz %1 verwenden unterschiedliche *JumboPacket-Größen (%2); verwenden Sie durchgängig eine Größe.</translation>
    </message>
    <message>
        <source>%1 sends frames with an IP MTU of %2 (*JumboPacket %3) but switch %4 on its path has MTU %5; raise the switch MTU or lower the adapter&apos;s.</source>
        <translation>%1 sendet Frames mit einer IP-MTU von %2 (*JumboPacket %3), aber Switch %4 auf seinem Pfad hat MTU %5; erhöhen Sie die MTU des Switches oder verringern Sie die des Adapters.</translation>
    </message>
    <message>
        <source>Port %1 allows VLANs %2 but %3 uses VLAN %4 over it; add the VLAN to the port.</source>
        <translation>Port %1 erlaubt die VLANs %2, aber %3 verwendet darüber VLAN %4; fügen Sie das VLAN dem Port hinzu.</translation>
    </message>
    <message>
        <source>%1: the SMB constraint for %2 names interface %3 of another node; a constraint can only use %1&apos;s own interfaces.</source>
        <translation>%1: Die SMB-Einschränkung für %2 nennt die Schnittstelle %3 eines anderen Knotens; eine Einschränkung kann nur die eigenen Schnittstellen von %1 verwenden.</translation>
    </message>
    <message>
        <source>%1: the SMB constraint names server %2, which is no node, cluster or access point of the design; check the spelling.</source>
        <translation>%1: Die SMB-Einschränkung nennt den Server %2, der weder Knoten noch Cluster noch Zugriffspunkt des Designs ist; prüfen Sie die Schreibweise.</translation>
    </message>
    <message>
        <source>%1: no interface of the SMB constraint for %2 (%3) shares a subnet with %2, so SMB has no path; constrain it to interfaces in the server&apos;s networks.</source>
        <translation>%1: Keine Schnittstelle der SMB-Einschränkung für %2 (%3) teilt ein Subnetz mit %2, daher hat SMB keinen Pfad; beschränken Sie sie auf Schnittstellen in den Netzwerken des Servers.</translation>
    </message>
    <message>
        <source>%1: the SMB constraint for %2 names only non-RDMA interfaces (%3) although %4 could reach %2 with RDMA; constrain SMB to the RDMA interfaces.</source>
        <translation>%1: Die SMB-Einschränkung für %2 nennt nur Nicht-RDMA-Schnittstellen (%3), obwohl %4 %2 mit RDMA erreichen könnte; beschränken Sie SMB auf die RDMA-Schnittstellen.</translation>
    </message>
    <message>
        <source>%1 reaches Scale-Out File Server %2 over RDMA but has no SMB constraint for it; add one naming %2 and %1&apos;s RDMA interfaces.</source>
        <translation>%1 erreicht den Dateiserver mit horizontaler Skalierung %2 über RDMA, hat aber keine SMB-Einschränkung dafür; fügen Sie eine hinzu, die %2 und die RDMA-Schnittstellen von %1 nennt.</translation>
    </message>
    <message>
        <source>%1 live-migrates over SMB but has no RDMA interface; use compression, or add RDMA interfaces.</source>
        <translation>%1 führt Livemigrationen über SMB aus, hat aber keine RDMA-Schnittstelle; verwenden Sie Komprimierung oder fügen Sie RDMA-Schnittstellen hinzu.</translation>
    </message>
    <message>
        <source>%1 runs Windows Server 2012, which cannot live-migrate over SMB; use TCP or compression, or Windows Server 2012 R2 or later.</source>
        <translation>%1 läuft unter Windows Server 2012, das keine Livemigration über SMB beherrscht; verwenden Sie TCP oder Komprimierung oder Windows Server 2012 R2 oder neuer.</translation>
    </message>
    <message>
        <source>%1 has %2 RDMA interfaces of 10 Gbps or more but does not live-migrate over SMB, which would use them.</source>
        <translation>%1 hat %2 RDMA-Schnittstellen mit 10 Gbit/s oder mehr, führt Livemigrationen aber nicht über SMB aus, das sie nutzen würde.</translation>
    </message>
    <message>
        <source>The design asks for Network ATC on %1, which does not have it; turn networkAtc off or use ws2025 or azurelocal.</source>
        <translation>Das Design verlangt Network ATC auf %1, das es nicht bietet; schalten Sie networkAtc aus oder verwenden Sie ws2025 oder azurelocal.</translation>
    </message>
    <message>
        <source>%1: LBFO team %2 is not supported on Azure Local; use a SET vSwitch.</source>
        <translation>%1: LBFO-Team %2 wird unter Azure Local nicht unterstützt; verwenden Sie einen SET-vSwitch.</translation>
    </message>
    <message>
        <source>%1: LBFO team %2 is deprecated on %3; use a SET vSwitch instead.</source>
        <translation>%1: LBFO-Team %2 ist unter %3 veraltet; verwenden Sie stattdessen einen SET-vSwitch.</translation>
    </message>
    <message>
        <source>The traffic classes reserve %1% in all; the default class needs at least 1%, so lower the shares to 99% or less.</source>
        <translation>Die Datenverkehrsklassen reservieren insgesamt %1 %; die Standardklasse benötigt mindestens 1 %, senken Sie die Anteile daher auf 99 % oder weniger.</translation>
    </message>
    <message>
        <source>Traffic classes %1 all use priority %2; give each class its own priority.</source>
        <translation>Die Datenverkehrsklassen %1 verwenden alle Priorität %2; geben Sie jeder Klasse eine eigene Priorität.</translation>
    </message>
    <message>
        <source>The design runs RoCE but has no smb-direct class with PFC; add one (priority 3, PFC on) so SMB Direct traffic is lossless.</source>
        <translation>Das Design verwendet RoCE, hat aber keine smb-direct-Klasse mit PFC; fügen Sie eine hinzu (Priorität 3, PFC ein), damit der Datenverkehr von SMB Direct verlustfrei ist.</translation>
    </message>
    <message>
        <source>The design runs iWARP without an smb-direct class; iWARP works without DCB, but a bandwidth share for SMB Direct protects storage under load.</source>
        <translation>Das Design verwendet iWARP ohne smb-direct-Klasse; iWARP funktioniert ohne DCB, aber ein Bandbreitenanteil für SMB Direct schützt den Speicher unter Last.</translation>
    </message>
    <message>
        <source>Class %1 turns PFC on for priority 0, which pauses all default traffic; move the class to its own priority or turn PFC off.</source>
        <translation>Klasse %1 schaltet PFC für Priorität 0 ein, was den gesamten Standarddatenverkehr pausiert; verschieben Sie die Klasse auf eine eigene Priorität oder schalten Sie PFC aus.</translation>
    </message>
    <message>
        <source>%1 classes are lossless (%2); keep PFC to SMB Direct (and at most one more class).</source>
        <translation>%1 Klassen sind verlustfrei (%2); beschränken Sie PFC auf SMB Direct (und höchstens eine weitere Klasse).</translation>
    </message>
    <message>
        <source>it reserves %1% where 1% (above 10 GbE) or 2% (10 GbE or less) is the guidance</source>
        <translation>sie reserviert %1 %, empfohlen sind 1 % (über 10 GbE) bzw. 2 % (10 GbE oder weniger)</translation>
    </message>
    <message>
        <source>it makes priority %1 lossless, which is the older practice: heartbeats belong on a lossy class</source>
        <translation>sie macht Priorität %1 verlustfrei, was die ältere Praxis ist: Heartbeats gehören in eine verlustbehaftete Klasse</translation>
    </message>
    <message>
        <source>Cluster class %1: %2.</source>
        <translation>Clusterklasse %1: %2.</translation>
    </message>
    <message>
        <source>; and </source>
        <translation>; und </translation>
    </message>
    <message>
        <source>No traffic class reserves bandwidth for cluster heartbeats; add a cluster class on priority 7 with 1% (2% with adapters of 10 GbE or less), without PFC.</source>
        <translation>Keine Datenverkehrsklasse reserviert Bandbreite für Cluster-Heartbeats; fügen Sie eine Clusterklasse auf Priorität 7 mit 1 % (2 % bei Adaptern mit 10 GbE oder weniger) ohne PFC hinzu.</translation>
    </message>
    <message>
        <source>%1: interface %2 wants RDMA but sits on LBFO team %3, which never offers RDMA; give each RDMA adapter its own interface (or use SET on 2016 and later).</source>
        <translation>%1: Schnittstelle %2 soll RDMA nutzen, liegt aber auf LBFO-Team %3, das nie RDMA bietet; geben Sie jedem RDMA-Adapter eine eigene Schnittstelle (oder verwenden Sie SET ab 2016).</translation>
    </message>
    <message>
        <source>%1: RDMA-capable adapter %2 (%3) is a member of LBFO team %4 and loses RDMA there; take it out of the team and give it its own address.</source>
        <translation>%1: Der RDMA-fähige Adapter %2 (%3) ist Mitglied von LBFO-Team %4 und verliert dort RDMA; nehmen Sie ihn aus dem Team und geben Sie ihm eine eigene Adresse.</translation>
    </message>
    <message>
        <source>%1: RDMA interface %2 is a host vNIC; before Windows Server 2016 host vNICs cannot do RDMA: use an rNIC outside the vSwitch.</source>
        <translation>%1: RDMA-Schnittstelle %2 ist eine Host-vNIC; vor Windows Server 2016 können Host-vNICs kein RDMA: Verwenden Sie eine rNIC außerhalb des vSwitches.</translation>
    </message>
    <message>
        <source>%1: adapter %2 under RDMA interface %3 is a vSwitch uplink; before Windows Server 2016 it loses RDMA there: keep rNICs out of the vSwitch.</source>
        <translation>%1: Adapter %2 unter RDMA-Schnittstelle %3 ist ein vSwitch-Uplink; vor Windows Server 2016 verliert er dort RDMA: Halten Sie rNICs aus dem vSwitch heraus.</translation>
    </message>
    <message>
        <source>%1: vSwitch %2 uses Switch Embedded Teaming, which %1&apos;s Windows version does not have; use an LBFO team as uplink, or Windows Server 2016 or later.</source>
        <translation>%1: vSwitch %2 verwendet Switch Embedded Teaming, das die Windows-Version von %1 nicht bietet; verwenden Sie ein LBFO-Team als Uplink oder Windows Server 2016 oder neuer.</translation>
    </message>
    <message>
        <source>%1: the uplinks of SET vSwitch %2 differ (%3); SET needs identical adapters of one model and speed.</source>
        <translation>%1: Die Uplinks von SET-vSwitch %2 unterscheiden sich (%3); SET benötigt identische Adapter desselben Modells und derselben Geschwindigkeit.</translation>
    </message>
    <message>
        <source>%1: SET vSwitch %2 has %3 uplinks; SET takes at most 8.</source>
        <translation>%1: SET-vSwitch %2 hat %3 Uplinks; SET erlaubt höchstens 8.</translation>
    </message>
    <message>
        <source>%1: SET vSwitch %2 has LBFO team %3 as uplink; give SET the adapters themselves and remove the team.</source>
        <translation>%1: SET-vSwitch %2 hat LBFO-Team %3 als Uplink; geben Sie SET die Adapter selbst und entfernen Sie das Team.</translation>
    </message>
    <message>
        <source>%1: interface %2 wants RDMA but no adapter under it is RDMA-capable; use an rNIC, or turn RDMA off for this interface.</source>
        <translation>%1: Schnittstelle %2 soll RDMA nutzen, aber kein Adapter darunter ist RDMA-fähig; verwenden Sie eine rNIC oder schalten Sie RDMA für diese Schnittstelle aus.</translation>
    </message>
    <message>
        <source>%1: storage interface %2 runs over RDMA-capable adapters but does not use RDMA; turn RDMA on so SMB Direct is used.</source>
        <translation>%1: Speicherschnittstelle %2 läuft über RDMA-fähige Adapter, nutzt aber kein RDMA; schalten Sie RDMA ein, damit SMB Direct verwendet wird.</translation>
    </message>
    <message>
        <source>The RDMA interfaces of storage subnet %1 use different transports (%2); they cannot talk to each other: use one transport.</source>
        <translation>Die RDMA-Schnittstellen von Speichersubnetz %1 verwenden unterschiedliche Transporte (%2); sie können nicht miteinander kommunizieren: Verwenden Sie einen einheitlichen Transport.</translation>
    </message>
    <message>
        <source>The members of cluster %1 use different RDMA transports (%2); they cannot talk to each other: use one transport in the cluster.</source>
        <translation>Die Mitglieder von Cluster %1 verwenden unterschiedliche RDMA-Transporte (%2); sie können nicht miteinander kommunizieren: Verwenden Sie im Cluster einen einheitlichen Transport.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1: RDMA vNIC %2 on a vSwitch with %3 uplinks has no team mapping; map it to one physical adapter (Set-VMNetworkAdapterTeamMapping).</source>
        <translation>%1: RDMA-vNIC %2 auf einem vSwitch mit %3 Uplinks hat keine Teamzuordnung; ordnen Sie sie einem physischen Adapter zu (Set-VMNetworkAdapterTeamMapping).</translation>
    </message>
    <message>
        <source>%1 has RDMA interfaces at different speeds (%2); SMB Multichannel uses only the fastest, so use one speed for all of them.</source>
        <translation>%1 hat RDMA-Schnittstellen mit unterschiedlichen Geschwindigkeiten (%2); SMB Multichannel verwendet nur die schnellsten, verwenden Sie daher für alle dieselbe Geschwindigkeit.</translation>
    </message>
    <message>
        <source>%1 has %2 RDMA interfaces (%3) in storage subnet %4; give each RDMA interface its own storage subnet and VLAN.</source>
        <translation>%1 hat %2 RDMA-Schnittstellen (%3) im Speichersubnetz %4; geben Sie jeder RDMA-Schnittstelle ein eigenes Speichersubnetz und VLAN.</translation>
    </message>
    <message>
        <source>Before Windows Server 2016 SMB Multichannel to a clustered file server uses only one of them.</source>
        <translation>Vor Windows Server 2016 verwendet SMB Multichannel zu einem geclusterten Dateiserver nur eine davon.</translation>
    </message>
    <message>
        <source>Storage subnet %1 has gateway %2; keep storage networks isolated and non-routed by removing the gateway.</source>
        <translation>Speichersubnetz %1 hat das Gateway %2; halten Sie Speichernetzwerke isoliert und ungeroutet, indem Sie das Gateway entfernen.</translation>
    </message>
    <message>
        <source>%1: interface %2 in storage subnet %3 registers its address in DNS, so %1 may resolve to an address clients cannot reach; turn DNS registration off.</source>
        <translation>%1: Schnittstelle %2 im Speichersubnetz %3 registriert ihre Adresse im DNS, sodass %1 in eine Adresse aufgelöst werden kann, die Clients nicht erreichen; schalten Sie die DNS-Registrierung aus.</translation>
    </message>
    <message>
        <source>%1 is a cluster member whose RDMA interfaces are in no storage subnet; put them in two storage subnets.</source>
        <translation>%1 ist ein Clustermitglied, dessen RDMA-Schnittstellen in keinem Speichersubnetz liegen; legen Sie sie in zwei Speichersubnetze.</translation>
    </message>
    <message>
        <source>%1 is a cluster member with RDMA interfaces in only one storage subnet (%2); add a second storage network for a redundant storage and heartbeat path.</source>
        <translation>%1 ist ein Clustermitglied mit RDMA-Schnittstellen in nur einem Speichersubnetz (%2); fügen Sie ein zweites Speichernetzwerk für einen redundanten Speicher- und Heartbeat-Pfad hinzu.</translation>
    </message>
    <message>
        <source>Every storage network of cluster %1 reaches its members through switch %2; put the second storage network on a second switch.</source>
        <translation>Jedes Speichernetzwerk von Cluster %1 erreicht seine Mitglieder über Switch %2; legen Sie das zweite Speichernetzwerk auf einen zweiten Switch.</translation>
    </message>
    <message>
        <source>The interfaces of storage subnet %1 attach to %2 switches (%3), so its traffic crosses an inter-switch link; cable each storage network to one switch.</source>
        <translation>Die Schnittstellen von Speichersubnetz %1 sind an %2 Switches angeschlossen (%3), sodass sein Datenverkehr über einen Inter-Switch-Link läuft; verkabeln Sie jedes Speichernetzwerk mit nur einem Switch.</translation>
    </message>
    <message>
        <source>untagged</source>
        <translation>Datenverkehr ohne VLAN-Tag</translation>
    </message>
    <message>
        <source>VLAN %1</source>
        <translation>VLAN %1</translation>
    </message>
    <message>
        <source>Subnet %1 falls into %2 parts with no layer-2 path between them: %3; connect their switches or allow %4 on the ports between them.</source>
        <translation>Subnetz %1 zerfällt in %2 Teile ohne Layer-2-Pfad zwischen ihnen: %3; verbinden Sie deren Switches oder erlauben Sie %4 auf den Ports dazwischen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1: adapter %2 carries traffic but has no cable in the design; connect it to a switch port or to its peer.</source>
        <translation>%1: Adapter %2 überträgt Datenverkehr, hat aber im Design kein Kabel; verbinden Sie ihn mit einem Switch-Port oder mit seiner Gegenstelle.</translation>
    </message>
    <message>
        <source>%1 is the end of %2 cables; a port takes one cable, so remove or move the others.</source>
        <translation>%1 ist das Ende von %2 Kabeln; ein Port nimmt nur ein Kabel auf, entfernen oder verlegen Sie daher die anderen.</translation>
    </message>
    <message>
        <source>The cable between %1 (%2 Gbps) and %3 (%4 Gbps) joins different speeds; use ports of one speed.</source>
        <translation>Das Kabel zwischen %1 (%2 Gbit/s) und %3 (%4 Gbit/s) verbindet unterschiedliche Geschwindigkeiten; verwenden Sie Ports gleicher Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Losing switch %1 cuts %2 off from %3 on every storage network they share, in cluster %4; put the storage networks on separate switches.</source>
        <translation>Der Ausfall von Switch %1 trennt %2 in Cluster %4 in allen gemeinsamen Speichernetzwerken von %3; legen Sie die Speichernetzwerke auf getrennte Switches.</translation>
    </message>
    <message>
        <source>Every member of cluster %1 stands in rack %2, which makes the rack a failure domain for the whole cluster.</source>
        <translation>Jedes Mitglied von Cluster %1 steht in Rack %2, wodurch das Rack zur Fehlerdomäne für den gesamten Cluster wird.</translation>
    </message>
    <message>
        <source>Text that no script or configuration can carry</source>
        <translation>Text, den kein Skript und keine Konfiguration transportieren kann</translation>
    </message>
    <message>
        <source>hvnet export safety</source>
        <translation>hvnet-Exportsicherheit</translation>
    </message>
    <message>
        <source>%1 contains a control character or line break (U+%2 at position %3); remove it, no script or switch configuration can carry it safely.</source>
        <translation>%1 enthält ein Steuerzeichen oder einen Zeilenumbruch (U+%2 an Position %3); entfernen Sie es, denn kein Skript und keine Switch-Konfiguration kann es sicher transportieren.</translation>
    </message>
    <message>
        <source>The design name</source>
        <translation>Der Name des Designs</translation>
    </message>
    <message>
        <source>The design revision</source>
        <translation>Die Revision des Designs</translation>
    </message>
    <message>
        <source>QoS class name &quot;%1&quot;</source>
        <translation>QoS-Klassenname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Subnet name &quot;%1&quot;</source>
        <translation>Subnetzname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Cluster name &quot;%1&quot;</source>
        <translation>Clustername &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Access point &quot;%1&quot;</source>
        <translation>Zugriffspunkt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Node name &quot;%1&quot;</source>
        <translation>Knotenname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Adapter name &quot;%1&quot;</source>
        <translation>Adaptername &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Team name &quot;%1&quot;</source>
        <translation>Teamname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>vSwitch name &quot;%1&quot;</source>
        <translation>vSwitch-Name &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Interface name &quot;%1&quot;</source>
        <translation>Schnittstellenname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>SMB constraint server &quot;%1&quot;</source>
        <translation>Server der SMB-Einschränkung &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Switch name &quot;%1&quot;</source>
        <translation>Switchname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Port name &quot;%1&quot;</source>
        <translation>Portname &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Azure Local Environment Validator: network default gateway requirement; Azure Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged storage cluster networks TSG; Host network requirements</source>
        <translation>Azure Local Environment Validator: Anforderung an das Standardgateway des Netzwerks; Azure Local Environment Validator-TSGs (einzelnes Standardgateway; IP des Speicheradapters) und TSG zu zusammengeführten Speicherclusternetzwerken; Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</translation>
    </message>
    <message>
        <source>Network ATC</source>
        <translation>Network ATC</translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</source>
        <translation>Artikel: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</source>
        <translation>Artikel: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</translation>
    </message>
    <message>
        <source>Azure Local ToR QoS reference</source>
        <translation>Azure Local: QoS-Referenz für ToR-Switches</translation>
    </message>
    <message>
        <source>RDMA and SET; Network ATC</source>
        <translation>RDMA und SET; Network ATC</translation>
    </message>
    <message>
        <source>Validate-DCB; physical network requirements</source>
        <translation>Validate-DCB; Anforderungen an das physische Netzwerk</translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</source>
        <translation>Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2)</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;SMB traffic is restricted to the rNICs by using the constraint option&quot;)</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;SMB traffic is restricted to the rNICs by using the constraint option&quot;)</translation>
    </message>
    <message>
        <source>Azure Local host network requirements</source>
        <translation>Azure Local: Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>Manage DCB</source>
        <translation>DCB verwalten</translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); Host network requirements; RDMA and Switch Embedded Teaming; Deploy host networking with Network ATC</source>
        <translation>Artikel: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); Anforderungen an das Hostnetzwerk; RDMA und Switch Embedded Teaming; Hostnetzwerk mit Network ATC bereitstellen</translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); RDMA and Switch Embedded Teaming; Host network requirements</source>
        <translation>Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); RDMA und Switch Embedded Teaming; Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide; Network ATC defaults; article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</source>
        <translation>RDMA-Bereitstellungsleitfaden für Windows Server; Standardwerte von Network ATC; Artikel: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment</translation>
    </message>
    <message>
        <source>article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; Manage DCB</source>
        <translation>Artikel: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; DCB verwalten</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;Teaming does not work with RDMA&quot;); Manage SMB Multichannel</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;Teaming does not work with RDMA&quot;); SMB Multichannel verwalten</translation>
    </message>
    <message>
        <source>Manage SMB Multichannel; Validate-DCB</source>
        <translation>SMB Multichannel verwalten; Validate-DCB</translation>
    </message>
    <message>
        <source>RDMA and Switch Embedded Teaming</source>
        <translation>RDMA und Switch Embedded Teaming</translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide</source>
        <translation>RDMA-Bereitstellungsleitfaden für Windows Server</translation>
    </message>
    <message>
        <source>Windows Server RDMA deployment guide; Validate-DCB</source>
        <translation>RDMA-Bereitstellungsleitfaden für Windows Server; Validate-DCB</translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); Manage SMB Multichannel</source>
        <translation>Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2); SMB Multichannel verwalten</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (converged SOFS design); Jose Barreto via Aidan Finn on SMB Multichannel and clustered file servers; Azure Local host network requirements</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (konvergentes SOFS-Design); Jose Barreto via Aidan Finn zu SMB Multichannel und geclusterten Dateiservern; Azure Local: Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); Azure Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged storage cluster networks TSG; Host network requirements</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); Azure Local Environment Validator-TSGs (einzelnes Standardgateway; IP des Speicheradapters) und TSG zu zusammengeführten Speicherclusternetzwerken; Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (reader comments)</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (Leserkommentare)</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;two storage networks, ideally on two different switches&quot;)</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (&quot;two storage networks, ideally on two different switches&quot;)</translation>
    </message>
    <message>
        <source>Azure Local fully converged ToR reference and host network requirements</source>
        <translation>Azure Local: Referenz für vollständig konvergente ToR-Switches und Anforderungen an das Hostnetzwerk</translation>
    </message>
    <message>
        <source>article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (failure domains)</source>
        <translation>Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (Fehlerdomänen)</translation>
    </message>
    <message>
        <source>article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (failure domains)</source>
        <translation>Artikel: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 (R2) (Fehlerdomänen)</translation>
    </message>
    <message>
        <source>Port name the switch cannot have</source>
        <translation>Portname, den der Switch nicht haben kann</translation>
    </message>
    <message>
        <source>Every line of a switch configuration that names a port fails when the platform has no port of that name (a port called Ethernet1/1 on OS10, AOS-CX or Cumulus); on a model hvnet knows, the port must also exist on its front panel.</source>
        <translation>Jede Zeile einer Switch-Konfiguration, die einen Port nennt, schlägt fehl, wenn die Plattform keinen Port dieses Namens hat (ein Port namens Ethernet1/1 unter OS10, AOS-CX oder Cumulus); bei einem Modell, das hvnet kennt, muss der Port außerdem auf dessen Frontseite vorhanden sein.</translation>
    </message>
    <message>
        <source>vendor interface naming: Cisco NX-OS, Dell OS10, Arista EOS, HPE Comware 7, AOS-CX, Junos and Cumulus Linux configuration guides (docs/switches.md)</source>
        <translation>Schnittstellenbenennung der Hersteller: Konfigurationshandbücher zu Cisco NX-OS, Dell OS10, Arista EOS, HPE Comware 7, AOS-CX, Junos und Cumulus Linux (docs/switches.md)</translation>
    </message>
    <message>
        <source>Port %1 of switch %2 is not a port name %3 has; its ports are named like %4.</source>
        <translation>Port %1 von Switch %2 ist kein Portname, den %3 hat; seine Ports heißen zum Beispiel %4.</translation>
    </message>
    <message>
        <source>Switch %1 is a %2, which has no port %3; its ports are %4.</source>
        <translation>Switch %1 ist ein %2, der keinen Port %3 hat; seine Ports sind %4.</translation>
    </message>
    <message>
        <source>Interface without a subnet</source>
        <translation>Schnittstelle ohne Subnetz</translation>
    </message>
    <message>
        <source>An IP interface gets its address, VLAN, gateway and DNS servers from its subnet; without one it cannot be configured or checked.</source>
        <translation>Eine IP-Schnittstelle erhält Adresse, VLAN, Gateway und DNS-Server von ihrem Subnetz; ohne Subnetz kann sie weder konfiguriert noch geprüft werden.</translation>
    </message>
    <message>
        <source>hvnet design format (docs/design-format.md, interfaces)</source>
        <translation>hvnet-Designformat (docs/design-format.md, Schnittstellen)</translation>
    </message>
    <message>
        <source>%1: interface %2 is in no subnet; choose its subnet in the properties.</source>
        <translation>%1: Schnittstelle %2 liegt in keinem Subnetz; wählen Sie ihr Subnetz in den Eigenschaften.</translation>
    </message>
    <message>
        <source>Node without a management interface</source>
        <translation>Knoten ohne Verwaltungsschnittstelle</translation>
    </message>
    <message>
        <source>Every server needs an interface in a management subnet: Active Directory, DNS registration, remote management and the cluster&apos;s client access run over it.</source>
        <translation>Jeder Server braucht eine Schnittstelle in einem Verwaltungssubnetz: Active Directory, DNS-Registrierung, Fernverwaltung und der Clientzugriff des Clusters laufen darüber.</translation>
    </message>
    <message>
        <source>Azure Local host network requirements (network traffic types: management)</source>
        <translation>Azure Local host network requirements (Netzwerkverkehrsarten: Verwaltung)</translation>
    </message>
    <message>
        <source>%1 has no interface in a management subnet; add one (a host vNIC or a team interface) in the management subnet, or accept the finding if the node is managed over a network outside this design.</source>
        <translation>%1 hat keine Schnittstelle in einem Verwaltungssubnetz; fügen Sie eine im Verwaltungssubnetz hinzu (eine Host-vNIC oder eine Teamschnittstelle), oder akzeptieren Sie den Befund, wenn der Knoten über ein Netz außerhalb dieses Designs verwaltet wird.</translation>
    </message>
    <message>
        <source>Cabled RDMA adapter carries nothing</source>
        <translation>Verkabelter RDMA-Adapter trägt nichts</translation>
    </message>
    <message>
        <source>SMB Direct uses an RDMA adapter only through an IP interface on it (or on a vSwitch or team it belongs to); a cabled rNIC with none is a forgotten storage path.</source>
        <translation>SMB Direct nutzt einen RDMA-Adapter nur über eine IP-Schnittstelle darauf (oder auf einem vSwitch oder Team, zu dem er gehört); eine verkabelte rNIC ohne Schnittstelle ist ein vergessener Speicherpfad.</translation>
    </message>
    <message>
        <source>Microsoft Learn: Improve performance of a file server with SMB Direct</source>
        <translation>Microsoft Learn: Improve performance of a file server with SMB Direct</translation>
    </message>
    <message>
        <source>%1: RDMA adapter %2 is cabled but carries no interface; add its storage interface, or remove the cable if the port stays unused.</source>
        <translation>%1: RDMA-Adapter %2 ist verkabelt, trägt aber keine Schnittstelle; fügen Sie seine Speicherschnittstelle hinzu, oder entfernen Sie das Kabel, wenn der Port ungenutzt bleibt.</translation>
    </message>
    <message>
        <source>Node outside the cluster its role needs</source>
        <translation>Knoten außerhalb des Clusters, den seine Rolle braucht</translation>
    </message>
    <message>
        <source>A Scale-Out File Server is a role of a failover cluster and Storage Spaces Direct is enabled on one, so their nodes must be cluster members. A Hyper-V host may stand alone, but one left out while the other hosts of its management network are clustered is most likely forgotten (warning).</source>
        <translation>Ein Scale-Out File Server ist eine Rolle eines Failoverclusters, und Storage Spaces Direct wird auf einem aktiviert; ihre Knoten müssen daher Clustermitglieder sein. Ein Hyper-V-Host darf allein stehen, aber einer, der fehlt, während die übrigen Hosts seines Verwaltungsnetzes im Cluster sind, ist sehr wahrscheinlich vergessen (Warnung).</translation>
    </message>
    <message>
        <source>Microsoft Learn: Add-ClusterScaleOutFileServerRole; Enable-ClusterStorageSpacesDirect</source>
        <translation>Microsoft Learn: Add-ClusterScaleOutFileServerRole; Enable-ClusterStorageSpacesDirect</translation>
    </message>
    <message>
        <source>%1 is a Scale-Out File Server node in no cluster; a Scale-Out File Server is a clustered role, so add the node to its SOFS cluster.</source>
        <translation>%1 ist ein Scale-Out-File-Server-Knoten in keinem Cluster; ein Scale-Out File Server ist eine Clusterrolle, fügen Sie den Knoten daher seinem SOFS-Cluster hinzu.</translation>
    </message>
    <message>
        <source>%1 is a Storage Spaces Direct node in no cluster; Storage Spaces Direct runs on a failover cluster, so add the node to its S2D cluster.</source>
        <translation>%1 ist ein Storage-Spaces-Direct-Knoten in keinem Cluster; Storage Spaces Direct läuft auf einem Failovercluster, fügen Sie den Knoten daher seinem S2D-Cluster hinzu.</translation>
    </message>
    <message>
        <source>%1 is in no cluster while other Hyper-V hosts on %2 (such as %3) are; add it to their cluster, or accept the finding if it stands alone on purpose.</source>
        <translation>%1 ist in keinem Cluster, während andere Hyper-V-Hosts in %2 (etwa %3) es sind; fügen Sie ihn deren Cluster hinzu, oder akzeptieren Sie den Befund, wenn er absichtlich allein steht.</translation>
    </message>
    <message>
        <source>Management endpoint is no address or host name</source>
        <translation>Verwaltungsendpunkt ist weder Adresse noch Hostname</translation>
    </message>
    <message>
        <source>The SSH endpoint of a node or switch must be an IPv4 or IPv6 address or a DNS host name; anything else cannot be reached and must never reach a command line.</source>
        <translation>Der SSH-Endpunkt eines Knotens oder Switches muss eine IPv4- oder IPv6-Adresse oder ein DNS-Hostname sein; alles andere ist nicht erreichbar und darf nie in eine Befehlszeile gelangen.</translation>
    </message>
    <message>
        <source>RFC 1123 section 2.1 (host names), RFC 4291 section 2.2 (IPv6 text form)</source>
        <translation>RFC 1123 Abschnitt 2.1 (Hostnamen), RFC 4291 Abschnitt 2.2 (Textform von IPv6)</translation>
    </message>
    <message>
        <source>The management endpoint of %1 is not usable: %2. Enter an IP address or a DNS name.</source>
        <translation>Der Verwaltungsendpunkt von %1 ist nicht verwendbar: %2. Geben Sie eine IP-Adresse oder einen DNS-Namen ein.</translation>
    </message>
    <message>
        <source>%1 live-migrates over SMB without a limit, which can starve storage; set its SMB limit for live migration (Set-SmbBandwidthLimit -Category LiveMigration; for example 750 MB/s on 25 GbE).</source>
        <translation>%1 migriert live über SMB ohne Begrenzung, was den Speicherverkehr aushungern kann; setzen Sie sein SMB-Limit für die Livemigration (Set-SmbBandwidthLimit -Category LiveMigration; etwa 750 MB/s bei 25 GbE).</translation>
    </message>
    <message>
        <source>The hosts are DCBX willing and would take PFC and ETS from the switches; turn DCBX willing off in the QoS policy (Set-NetQosDcbxSetting -Willing $false).</source>
        <translation>Die Hosts sind DCBX-willing und würden PFC und ETS von den Switches übernehmen; schalten Sie DCBX willing in der QoS-Richtlinie aus (Set-NetQosDcbxSetting -Willing $false).</translation>
    </message>
    <message>
        <source>%1: RDMA vNIC %2 does not set IEEE priority tagging, so its non-RDMA traffic loses its priority; turn its 802.1p tag on (Set-VMNetworkAdapter -IeeePriorityTag On).</source>
        <translation>%1: RDMA-vNIC %2 setzt keine IEEE-Prioritätsmarkierung, daher verliert ihr Nicht-RDMA-Verkehr seine Priorität; schalten Sie ihre 802.1p-Markierung ein (Set-VMNetworkAdapter -IeeePriorityTag On).</translation>
    </message>
    <message>
        <source>Evidence for a node, a switch or a section is absent</source>
        <translation>Nachweise für einen Knoten, einen Switch oder einen Abschnitt fehlen</translation>
    </message>
    <message>
        <source>What was not collected cannot be compared, and a check that stayed silent about it would read as a pass. hvnet says what it could not check, and why (no file, a command this Windows does not have, a value the driver does not report), instead of guessing.</source>
        <translation>Was nicht erfasst wurde, lässt sich nicht vergleichen, und eine Prüfung, die darüber schwiege, läse sich wie bestanden. hvnet sagt, was es nicht prüfen konnte und warum (keine Datei, ein Befehl, den dieses Windows nicht hat, ein Wert, den der Treiber nicht meldet), statt zu raten.</translation>
    </message>
    <message>
        <source>hvnet live check (docs/live.md)</source>
        <translation>hvnet-Live-Prüfung (docs/live.md)</translation>
    </message>
    <message>
        <source>An evidence file cannot be read</source>
        <translation>Eine Nachweisdatei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>A file that is not what its place in the evidence folder says (not JSON, not written by the collect script, about another computer, too large, a link) tells nothing about the host; it must be collected again, not skipped.</source>
        <translation>Eine Datei, die nicht ist, was ihr Platz im Nachweisordner sagt (kein JSON, nicht vom Erfassungsskript geschrieben, über einen anderen Computer, zu groß, ein Link), sagt nichts über den Host; sie muss neu erfasst, nicht übergangen werden.</translation>
    </message>
    <message>
        <source>hvnet live check (docs/live.md, the evidence folder)</source>
        <translation>hvnet-Live-Prüfung (docs/live.md, der Nachweisordner)</translation>
    </message>
    <message>
        <source>A host runs another Windows than planned</source>
        <translation>Ein Host läuft mit einem anderen Windows als geplant</translation>
    </message>
    <message>
        <source>What a node can run depends on its Windows: Switch Embedded Teaming and RDMA on host vNICs from Windows Server 2016, per-adapter DCB settings from 2016, Network ATC on Windows Server 2025 and Azure Local. A host on another version than the design&apos;s needs another plan.</source>
        <translation>Was ein Knoten ausführen kann, hängt von seinem Windows ab: Switch Embedded Teaming und RDMA auf Host-vNICs ab Windows Server 2016, DCB-Einstellungen je Adapter ab 2016, Network ATC unter Windows Server 2025 und Azure Local. Ein Host mit einer anderen Version als der des Designs braucht einen anderen Plan.</translation>
    </message>
    <message>
        <source>Win32_OperatingSystem (Caption, BuildNumber); RDMA and Switch Embedded Teaming; Network ATC overview</source>
        <translation>Win32_OperatingSystem (Caption, BuildNumber); RDMA and Switch Embedded Teaming; Network ATC overview</translation>
    </message>
    <message>
        <source>A planned adapter is missing, down, or at another speed</source>
        <translation>Ein geplanter Adapter fehlt, ist ausgefallen oder läuft mit anderer Geschwindigkeit</translation>
    </message>
    <message>
        <source>Storage paths and teams need every planned port up at its planned speed: SMB Multichannel uses only the fastest adapters of a kind, and SET wants its members alike. A port that is down or negotiated lower (a cable, a transceiver, a switch port) halves a path without any error on the host.</source>
        <translation>Speicherpfade und Teams brauchen jeden geplanten Port aktiv mit seiner geplanten Geschwindigkeit: SMB Multichannel nutzt nur die schnellsten Adapter einer Art, und SET will gleiche Mitglieder. Ein ausgefallener oder niedriger ausgehandelter Port (ein Kabel, ein Transceiver, ein Switchport) halbiert einen Pfad ohne jeden Fehler auf dem Host.</translation>
    </message>
    <message>
        <source>Get-NetAdapter (Status, LinkSpeed); Manage SMB Multichannel; RDMA and Switch Embedded Teaming</source>
        <translation>Get-NetAdapter (Status, LinkSpeed); Manage SMB Multichannel; RDMA and Switch Embedded Teaming</translation>
    </message>
    <message>
        <source>Standardized INF keywords (*JumboPacket); Get-NetIPInterface (NlMtu); Validate-DCB</source>
        <translation>Standardized INF keywords (*JumboPacket); Get-NetIPInterface (NlMtu); Validate-DCB</translation>
    </message>
    <message>
        <source>RDMA is off, not operational, or another technology</source>
        <translation>RDMA ist aus, nicht betriebsbereit oder eine andere Technologie</translation>
    </message>
    <message>
        <source>SMB Direct needs RDMA enabled and working on each physical adapter and host vNIC that carries it, and one RDMA technology on every node: RoCE and iWARP never talk to each other. Without it SMB falls back to TCP silently.</source>
        <translation>SMB Direct braucht RDMA aktiviert und funktionsfähig auf jedem physischen Adapter und jeder Host-vNIC, die es tragen, und eine RDMA-Technologie auf allen Knoten: RoCE und iWARP verstehen sich nie. Ohne RDMA fällt SMB stillschweigend auf TCP zurück.</translation>
    </message>
    <message>
        <source>Get-NetAdapterRdma; INF requirements for NDKPI (*NetworkDirect, *NetworkDirectTechnology); Test-Rdma.ps1</source>
        <translation>Get-NetAdapterRdma; INF requirements for NDKPI (*NetworkDirect, *NetworkDirectTechnology); Test-Rdma.ps1</translation>
    </message>
    <message>
        <source>QoS policies, PFC, ETS classes or DCB on an adapter differ</source>
        <translation>QoS-Richtlinien, PFC, ETS-Klassen oder DCB auf einem Adapter weichen ab</translation>
    </message>
    <message>
        <source>RoCE is lossless only when SMB Direct is tagged with the planned priority, PFC is on for exactly the lossless priorities and the ETS shares are the same on every host and switch. What the adapter runs (its operational settings) is what counts, not only what the host asked for.</source>
        <translation>RoCE ist nur dann verlustfrei, wenn SMB Direct mit der geplanten Priorität markiert ist, PFC genau für die verlustfreien Prioritäten an ist und die ETS-Anteile auf jedem Host und Switch gleich sind. Was zählt, ist, was der Adapter ausführt (seine Betriebseinstellungen), nicht nur, was der Host verlangt hat.</translation>
    </message>
    <message>
        <source>Manage Data Center Bridging; Windows Server RDMA deployment guide; Get-NetAdapterQos; Network ATC defaults</source>
        <translation>Manage Data Center Bridging; Windows Server RDMA deployment guide; Get-NetAdapterQos; Network ATC defaults</translation>
    </message>
    <message>
        <source>DCBX willing differs from the plan</source>
        <translation>DCBX-Willing weicht vom Plan ab</translation>
    </message>
    <message>
        <source>A willing host takes PFC and ETS from the switch instead of its own policy; Microsoft&apos;s guidance keeps the host authoritative (willing off), globally and on each RDMA adapter where Windows has per-adapter settings (2016 and later).</source>
        <translation>Ein williger Host übernimmt PFC und ETS vom Switch statt aus seiner eigenen Richtlinie; nach Microsofts Empfehlung bleibt der Host maßgeblich (Willing aus), global und auf jedem RDMA-Adapter, wo Windows Einstellungen je Adapter kennt (ab 2016).</translation>
    </message>
    <message>
        <source>Manage Data Center Bridging (Set-NetQosDcbxSetting); Validate-DCB</source>
        <translation>Manage Data Center Bridging (Set-NetQosDcbxSetting); Validate-DCB</translation>
    </message>
    <message>
        <source>A vSwitch, team, host vNIC, VLAN or team mapping differs</source>
        <translation>Ein vSwitch, Team, eine Host-vNIC, ein VLAN oder eine Teamzuordnung weicht ab</translation>
    </message>
    <message>
        <source>The storage vNICs must sit on the planned switch in their storage VLANs (traffic classes ride in the 802.1Q tag), each mapped to its own physical port so each path stays on its own switch; an LBFO team must have its members and mode.</source>
        <translation>Die Speicher-vNICs müssen auf dem geplanten Switch in ihren Speicher-VLANs liegen (Verkehrsklassen reisen im 802.1Q-Tag), jede ihrem eigenen physischen Port zugeordnet, damit jeder Pfad auf seinem eigenen Switch bleibt; ein LBFO-Team braucht seine Mitglieder und seinen Modus.</translation>
    </message>
    <message>
        <source>RDMA and Switch Embedded Teaming; Windows Server RDMA deployment guide (team mapping, VLANs, IeeePriorityTag); Get-VMSwitch, Get-VMNetworkAdapterVlan and -Isolation</source>
        <translation>RDMA and Switch Embedded Teaming; Windows Server RDMA deployment guide (Teamzuordnung, VLANs, IeeePriorityTag); Get-VMSwitch, Get-VMNetworkAdapterVlan und -Isolation</translation>
    </message>
    <message>
        <source>An address or prefix differs, or a node has more than one default gateway</source>
        <translation>Eine Adresse oder ein Präfix weicht ab, oder ein Knoten hat mehr als ein Standardgateway</translation>
    </message>
    <message>
        <source>Each interface must have its planned address in its planned subnet, or SMB and the cluster pair the wrong interfaces; a second default gateway (often on a storage network) sends traffic the wrong way and makes clustering treat a storage network as a client network.</source>
        <translation>Jede Schnittstelle braucht ihre geplante Adresse in ihrem geplanten Subnetz, sonst verbinden SMB und der Cluster die falschen Schnittstellen; ein zweites Standardgateway (oft in einem Speichernetz) schickt Verkehr den falschen Weg und lässt das Clustering ein Speichernetz als Clientnetz behandeln.</translation>
    </message>
    <message>
        <source>Get-NetIPAddress, Get-NetRoute; Azure Local environment validator (one default gateway)</source>
        <translation>Get-NetIPAddress, Get-NetRoute; Azure Local Environment Validator (ein Standardgateway)</translation>
    </message>
    <message>
        <source>DNS registration or DNS servers differ from the plan</source>
        <translation>DNS-Registrierung oder DNS-Server weichen vom Plan ab</translation>
    </message>
    <message>
        <source>A storage interface registered in DNS makes clients resolve the host to an address they cannot reach; the management interface must register and ask the planned DNS servers.</source>
        <translation>Eine im DNS registrierte Speicherschnittstelle lässt Clients den Host zu einer Adresse auflösen, die sie nicht erreichen; die Verwaltungsschnittstelle muss sich registrieren und die geplanten DNS-Server fragen.</translation>
    </message>
    <message>
        <source>Get-DnsClient, Set-DnsClient -RegisterThisConnectionsAddress</source>
        <translation>Get-DnsClient, Set-DnsClient -RegisterThisConnectionsAddress</translation>
    </message>
    <message>
        <source>SMB Multichannel or SMB Direct differs from the plan</source>
        <translation>SMB Multichannel oder SMB Direct weicht vom Plan ab</translation>
    </message>
    <message>
        <source>SMB uses RDMA only on interfaces it sees as RDMA-capable, follows its Multichannel constraints, and falls back to TCP without an error: connections over TCP where RDMA is planned, a constraint that differs, Multichannel switched off or SMB Direct over iWARP blocked by the firewall all cost the storage network its purpose.</source>
        <translation>SMB nutzt RDMA nur auf Schnittstellen, die es als RDMA-fähig sieht, folgt seinen Multichannel-Einschränkungen und fällt ohne Fehler auf TCP zurück: Verbindungen über TCP, wo RDMA geplant ist, eine abweichende Einschränkung, ausgeschaltetes Multichannel oder von der Firewall blockiertes SMB Direct über iWARP nehmen dem Speichernetz seinen Zweck.</translation>
    </message>
    <message>
        <source>Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection, Get-SmbMultichannelConstraint; Manage SMB Multichannel; MS-SMBD (TCP 5445 for iWARP)</source>
        <translation>Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection, Get-SmbMultichannelConstraint; Manage SMB Multichannel; MS-SMBD (TCP 5445 für iWARP)</translation>
    </message>
    <message>
        <source>Cluster networks merged, missing, or of another role</source>
        <translation>Clusternetzwerke zusammengefasst, fehlend oder mit anderer Rolle</translation>
    </message>
    <message>
        <source>Each storage subnet must be its own cluster network with its planned role; merged storage networks block updates and send storage traffic across switches, and a storage network open to clients carries what it should not.</source>
        <translation>Jedes Speichersubnetz muss ein eigenes Clusternetzwerk mit seiner geplanten Rolle sein; zusammengefasste Speichernetze blockieren Updates und schicken Speicherverkehr über Switches hinweg, und ein für Clients offenes Speichernetz trägt, was es nicht soll.</translation>
    </message>
    <message>
        <source>Get-ClusterNetwork (Role: 0 none, 1 cluster, 3 cluster and client); Azure Local TSG: merged storage cluster networks</source>
        <translation>Get-ClusterNetwork (Role: 0 keine, 1 Cluster, 3 Cluster und Client); Azure Local TSG: zusammengefasste Speicher-Clusternetzwerke</translation>
    </message>
    <message>
        <source>Live migration transport or SMB limit differs</source>
        <translation>Transport oder SMB-Begrenzung der Livemigration weicht ab</translation>
    </message>
    <message>
        <source>Live migration over SMB uses the storage network and must be capped so it cannot starve storage; another transport than planned moves migrations to another network or slows them down.</source>
        <translation>Livemigration über SMB nutzt das Speichernetz und muss begrenzt werden, damit sie den Speicher nicht aushungert; ein anderer Transport als geplant verlegt Migrationen in ein anderes Netz oder verlangsamt sie.</translation>
    </message>
    <message>
        <source>Set-VMHost; Set-SmbBandwidthLimit; Azure Local host network requirements</source>
        <translation>Set-VMHost; Set-SmbBandwidthLimit; Azure Local host network requirements</translation>
    </message>
    <message>
        <source>A Network ATC intent is missing or not provisioned</source>
        <translation>Ein Network-ATC-Intent fehlt oder ist nicht bereitgestellt</translation>
    </message>
    <message>
        <source>With Network ATC the intents are the host&apos;s network configuration: a missing intent, other adapters, or a provisioning or configuration status other than success means the host does not run what was planned.</source>
        <translation>Mit Network ATC sind die Intents die Netzwerkkonfiguration des Hosts: Ein fehlender Intent, andere Adapter oder ein anderer Bereitstellungs- oder Konfigurationsstatus als Erfolg bedeuten, dass der Host nicht ausführt, was geplant war.</translation>
    </message>
    <message>
        <source>Get-NetIntent, Get-NetIntentStatus; Deploy host networking with Network ATC</source>
        <translation>Get-NetIntent, Get-NetIntentStatus; Deploy host networking with Network ATC</translation>
    </message>
    <message>
        <source>A storage path test failed</source>
        <translation>Ein Speicherpfadtest ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>A switch port sees another neighbour than its planned cable&apos;s end</source>
        <translation>Ein Switch-Port sieht einen anderen Nachbarn als das Ende seines geplanten Kabels</translation>
    </message>
    <message>
        <source>A cable on the wrong port is the most common field error: both ports come up, so nothing looks wrong, but the port carries another node&apos;s VLANs and PFC settings than the plan gives it, or two paths of one node end on one switch. LLDP on the switch says what is really plugged in; the port&apos;s neighbour must be the planned node (system name, a DNS suffix ignored) and adapter (port id or description, or its MAC).</source>
        <translation>Ein Kabel im falschen Port ist der häufigste Fehler vor Ort: Beide Ports kommen hoch, nichts sieht falsch aus, aber der Port trägt andere VLANs und PFC-Einstellungen, als der Plan dem angeschlossenen Knoten gibt, oder zwei Pfade eines Knotens enden auf einem Switch. LLDP auf dem Switch sagt, was wirklich steckt; der Nachbar des Ports muss der geplante Knoten (Systemname, ohne DNS-Suffix) und Adapter (Port-ID oder -Beschreibung, oder seine MAC) sein.</translation>
    </message>
    <message>
        <source>IEEE 802.1AB (LLDP: chassis id, port id, system name TLVs); the platform&apos;s LLDP neighbour command (docs/switches.md)</source>
        <translation>IEEE 802.1AB (LLDP: TLVs Chassis-ID, Port-ID, Systemname); der LLDP-Nachbarbefehl der Plattform (docs/switches.md)</translation>
    </message>
    <message>
        <source>A planned cable&apos;s switch port has no LLDP neighbour</source>
        <translation>Der Switch-Port eines geplanten Kabels hat keinen LLDP-Nachbarn</translation>
    </message>
    <message>
        <source>The switch&apos;s LLDP table is in the evidence and names no neighbour on a port the design cables: the cable is not plugged in, the port or the far end is down, or the far end sends no LLDP (on Windows hosts LLDP comes from the adapter&apos;s firmware agent or the DCB feature; a switch peer runs LLDP unless disabled).</source>
        <translation>Die LLDP-Tabelle des Switches ist in den Nachweisen und nennt an einem Port, den der Entwurf verkabelt, keinen Nachbarn: Das Kabel steckt nicht, der Port oder die Gegenstelle ist ausgefallen, oder die Gegenstelle sendet kein LLDP (auf Windows-Hosts kommt LLDP vom Firmware-Agenten des Adapters oder vom DCB-Feature; ein Switch als Gegenstelle sendet LLDP, wenn es nicht abgeschaltet ist).</translation>
    </message>
    <message>
        <source>IEEE 802.1AB; Windows Server: Data Center Bridging (LLDP agent of the DCB feature); the platform&apos;s LLDP neighbour command</source>
        <translation>IEEE 802.1AB; Windows Server: Data Center Bridging (LLDP-Agent des DCB-Features); der LLDP-Nachbarbefehl der Plattform</translation>
    </message>
    <message>
        <source>A neighbour on a port the design has no cable on</source>
        <translation>Ein Nachbar an einem Port, an dem der Entwurf kein Kabel hat</translation>
    </message>
    <message>
        <source>Something is plugged into a port the design leaves empty: often the cable that is missing elsewhere, or a device the design does not know. Its port runs whatever the switch&apos;s default is, not the plan.</source>
        <translation>An einem Port, den der Entwurf frei lässt, steckt etwas: oft das Kabel, das anderswo fehlt, oder ein Gerät, das der Entwurf nicht kennt. Sein Port läuft mit den Voreinstellungen des Switches, nicht nach Plan.</translation>
    </message>
    <message>
        <source>IEEE 802.1AB; the platform&apos;s LLDP neighbour command</source>
        <translation>IEEE 802.1AB; der LLDP-Nachbarbefehl der Plattform</translation>
    </message>
    <message>
        <source>Two or more LLDP agents on one switch port</source>
        <translation>Zwei oder mehr LLDP-Agenten an einem Switch-Port</translation>
    </message>
    <message>
        <source>A NIC&apos;s firmware LLDP agent beside the operating system&apos;s (or a second device through an unmanaged switch) sends its own DCBX TLVs: the switch may negotiate PFC and ETS with the wrong one. NVIDIA and Intel document switching the firmware agent off when the host runs DCB itself.</source>
        <translation>Der LLDP-Agent der Firmware einer Netzwerkkarte neben dem des Betriebssystems (oder ein zweites Gerät hinter einem nicht verwalteten Switch) sendet eigene DCBX-TLVs: Der Switch handelt PFC und ETS womöglich mit dem falschen aus. NVIDIA und Intel dokumentieren, den Firmware-Agenten abzuschalten, wenn der Host DCB selbst betreibt.</translation>
    </message>
    <message>
        <source>IEEE 802.1AB (one agent per port and neighbour); NVIDIA mlxconfig LLDP_NB_DCBX; Intel Ethernet DCB firmware agent</source>
        <translation>IEEE 802.1AB (ein Agent je Port und Nachbar); NVIDIA mlxconfig LLDP_NB_DCBX; Intel-Ethernet-DCB-Firmware-Agent</translation>
    </message>
    <message>
        <source>A planned switch port is absent from the running configuration</source>
        <translation>Ein geplanter Switch-Port fehlt in der laufenden Konfiguration</translation>
    </message>
    <message>
        <source>The port the design cables has no configuration of its own on the switch (or another name than planned), so it runs the switch&apos;s defaults: no trunk of the planned VLANs, no jumbo frames, no PFC.</source>
        <translation>Der Port, den der Entwurf verkabelt, hat auf dem Switch keine eigene Konfiguration (oder einen anderen Namen als geplant) und läuft daher mit den Voreinstellungen des Switches: kein Trunk der geplanten VLANs, keine Jumbo-Frames, kein PFC.</translation>
    </message>
    <message>
        <source>The switch configuration hvnet exports (docs/switches.md)</source>
        <translation>Die Switch-Konfiguration, die hvnet exportiert (docs/switches.md)</translation>
    </message>
    <message>
        <source>A port&apos;s VLANs, or the switch&apos;s VLANs, differ from the plan</source>
        <translation>Die VLANs eines Ports oder des Switches weichen vom Plan ab</translation>
    </message>
    <message>
        <source>A storage or management VLAN that a host-facing port does not carry cuts that network on the host without any error on the switch; a VLAN too many widens a broadcast domain; a native VLAN other than planned puts untagged traffic in the wrong network.</source>
        <translation>Ein Speicher- oder Verwaltungs-VLAN, das ein Port zum Host nicht trägt, trennt dieses Netz auf dem Host ab, ohne dass der Switch einen Fehler zeigt; ein VLAN zu viel vergrößert eine Broadcast-Domäne; ein anderes natives VLAN als geplant legt ungetaggten Verkehr ins falsche Netz.</translation>
    </message>
    <message>
        <source>IEEE 802.1Q; the platform&apos;s trunk configuration (docs/switches.md); Windows Server RDMA deployment guide (VLANs for SMB Direct)</source>
        <translation>IEEE 802.1Q; die Trunk-Konfiguration der Plattform (docs/switches.md); Windows Server RDMA Deployment Guide (VLANs für SMB Direct)</translation>
    </message>
    <message>
        <source>A switch port&apos;s MTU differs from the plan</source>
        <translation>Die MTU eines Switch-Ports weicht vom Plan ab</translation>
    </message>
    <message>
        <source>Every hop of a jumbo path must take the planned frame size; one port below it drops the large frames, which SMB sees as a failing path and RDMA as retransmissions.</source>
        <translation>Jeder Abschnitt eines Jumbo-Pfads muss die geplante Rahmengröße annehmen; ein Port darunter verwirft die großen Rahmen, was SMB als ausfallenden Pfad und RDMA als Neuübertragungen sieht.</translation>
    </message>
    <message>
        <source>The platform&apos;s MTU configuration (docs/switches.md); Validate-DCB</source>
        <translation>Die MTU-Konfiguration der Plattform (docs/switches.md); Validate-DCB</translation>
    </message>
    <message>
        <source>PFC priorities on a port or in the switch policy differ from the plan</source>
        <translation>PFC-Prioritäten an einem Port oder in der Switch-Richtlinie weichen vom Plan ab</translation>
    </message>
    <message>
        <source>RoCE needs PFC on exactly the priorities SMB Direct is tagged with, on every switch port of the path and in the switch&apos;s no-drop policy; one port without it drops RDMA frames under load while every link looks healthy. PFC negotiated through DCBX instead of forced follows whatever the host says.</source>
        <translation>RoCE braucht PFC genau auf den Prioritäten, mit denen SMB Direct markiert ist, auf jedem Switch-Port des Pfads und in der No-Drop-Richtlinie des Switches; ein Port ohne verwirft unter Last RDMA-Rahmen, während jede Verbindung gesund aussieht. PFC, das über DCBX ausgehandelt statt fest eingeschaltet ist, folgt dem, was der Host sagt.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb; Windows Server RDMA deployment guide (switch configuration); the platform&apos;s PFC configuration (docs/switches.md)</source>
        <translation>IEEE 802.1Qbb; Windows Server RDMA Deployment Guide (Switch-Konfiguration); die PFC-Konfiguration der Plattform (docs/switches.md)</translation>
    </message>
    <message>
        <source>ETS shares or the priority-to-queue map differ from the plan</source>
        <translation>ETS-Anteile oder die Zuordnung von Prioritäten zu Warteschlangen weichen vom Plan ab</translation>
    </message>
    <message>
        <source>The switch must serve each priority in the queue the plan gives it, with the planned bandwidth share, and mark ECN on the lossless queues; otherwise storage traffic is starved or competes with everything else although the hosts reserve bandwidth for it.</source>
        <translation>Der Switch muss jede Priorität in der Warteschlange bedienen, die der Plan ihr gibt, mit dem geplanten Bandbreitenanteil, und auf den verlustfreien Warteschlangen ECN markieren; sonst verhungert der Speicherverkehr oder konkurriert mit allem anderen, obwohl die Hosts Bandbreite für ihn reservieren.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qaz (ETS); the platform&apos;s QoS configuration (docs/switches.md)</source>
        <translation>IEEE 802.1Qaz (ETS); die QoS-Konfiguration der Plattform (docs/switches.md)</translation>
    </message>
    <message>
        <source>DCBX or LLDP settings on the switch differ from the plan</source>
        <translation>DCBX- oder LLDP-Einstellungen auf dem Switch weichen vom Plan ab</translation>
    </message>
    <message>
        <source>With LLDP or its DCBX TLVs off, the switch advertises no PFC and ETS settings, so the LLDP evidence and any willing peer see none; the plan keeps LLDP and DCBX on with the switch not willing.</source>
        <translation>Mit abgeschaltetem LLDP oder abgeschalteten DCBX-TLVs kündigt der Switch keine PFC- und ETS-Einstellungen an, also sehen die LLDP-Nachweise und jede Gegenstelle mit Willing keine; der Plan lässt LLDP und DCBX eingeschaltet, mit dem Switch nicht willing.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qaz (DCBX); the platform&apos;s LLDP/DCBX configuration</source>
        <translation>IEEE 802.1Qaz (DCBX); die LLDP/DCBX-Konfiguration der Plattform</translation>
    </message>
    <message>
        <source>PFC is planned on a port but operationally off</source>
        <translation>PFC ist an einem Port geplant, aber im Betrieb aus</translation>
    </message>
    <message>
        <source>A configuration can ask for PFC while the port does not run it (DCBX negotiated it away, the peer does not support it, the profile is not bound): the running state is what protects RDMA traffic.</source>
        <translation>Eine Konfiguration kann PFC verlangen, während der Port es nicht betreibt (DCBX hat es weg verhandelt, die Gegenstelle unterstützt es nicht, das Profil ist nicht gebunden): Der Betriebszustand ist es, der RDMA-Verkehr schützt.</translation>
    </message>
    <message>
        <source>IEEE 802.1Qbb; the platform&apos;s PFC status command (docs/switches.md)</source>
        <translation>IEEE 802.1Qbb; der PFC-Statusbefehl der Plattform (docs/switches.md)</translation>
    </message>
    <message>
        <source>Storage subnets share a VLAN</source>
        <translation>Speicher-Subnetze teilen sich ein VLAN</translation>
    </message>
    <message>
        <source>Each storage network gets its own VLAN (Network ATC numbers them 711, 712, ... one per storage adapter); two storage subnets on one VLAN through switches are one layer-2 network, carried on every storage port and the peer-link, so a fault or a storm in one reaches the other. Direct (switchless) storage cables carry no VLAN between hosts and are not concerned.</source>
        <translation>Jedes Speichernetz erhält sein eigenes VLAN (Network ATC nummeriert sie 711, 712, ... eines je Speicheradapter); zwei Speicher-Subnetze in einem VLAN über Switches sind ein Layer-2-Netz, das auf jedem Speicherport und dem Peer-Link getragen wird, sodass ein Fehler oder ein Sturm im einen das andere erreicht. Direkte (switchlose) Speicherkabel tragen kein VLAN zwischen Hosts und sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Microsoft Learn, Network ATC: default storage VLANs 711 to 718, one per storage adapter; Azure Local host network requirements and the fully converged ToR reference (one storage VLAN per ToR)</source>
        <translation>Microsoft Learn, Network ATC: Standard-Speicher-VLANs 711 bis 718, eines je Speicheradapter; Azure Local: Anforderungen an das Hostnetzwerk und Referenz für vollständig konvergente ToR-Switches (ein Speicher-VLAN je ToR)</translation>
    </message>
    <message>
        <source>Storage subnets %1 are all on VLAN %2 through the switches, so they are one layer-2 network; give each storage subnet its own VLAN.</source>
        <translation>Die Speicher-Subnetze %1 liegen über die Switches alle in VLAN %2 und sind damit ein Layer-2-Netz; geben Sie jedem Speicher-Subnetz sein eigenes VLAN.</translation>
    </message>
    <message>
        <source>Peer-link carries a storage VLAN of one switch</source>
        <translation>Peer-Link trägt ein Speicher-VLAN eines einzelnen Switches</translation>
    </message>
    <message>
        <source>Azure Local fully converged ToR reference and its storage VLAN rules (storage VLANs per ToR, not on the peer-link)</source>
        <translation>Azure Local: Referenz für vollständig konvergente ToR-Switches und ihre Regeln für Speicher-VLANs (Speicher-VLANs je ToR, nicht auf dem Peer-Link)</translation>
    </message>
    <message>
        <source>Peer-link port %1 carries VLAN %2 of storage subnet %3, which stays on switch %4; take the VLAN off the peer-link.</source>
        <translation>Der Peer-Link-Port %1 trägt VLAN %2 des Speicher-Subnetzes %3, das auf Switch %4 bleibt; nehmen Sie das VLAN vom Peer-Link.</translation>
    </message>
    <message>
        <source>A failover cluster has 2 to 64 nodes and Storage Spaces Direct 2 to 16; Azure Local also supports a cluster of a single machine. A Scale-Out File Server of more than 8 nodes is outside common practice (warning).</source>
        <translation>Ein Failovercluster hat 2 bis 64 Knoten und Storage Spaces Direct 2 bis 16; Azure Local unterstützt auch einen Cluster aus einer einzigen Maschine. Ein Scale-Out-Dateiserver mit mehr als 8 Knoten liegt außerhalb der üblichen Praxis (Warnung).</translation>
    </message>
    <message>
        <source>Hyper-V scale limits; S2D hardware requirements; Azure Local system requirements (single-node deployments); article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</source>
        <translation>Hyper-V-Skalierungsgrenzen; S2D-Hardwareanforderungen; Azure Local-Systemanforderungen (Bereitstellungen mit einem Knoten); Artikel: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)</translation>
    </message>
    <message>
        <source>Cluster %1 has %2 member(s); a cluster needs at least 2 (only Azure Local runs a cluster of one machine).</source>
        <translation>Cluster %1 hat %2 Mitglied(er); ein Cluster braucht mindestens 2 (nur Azure Local betreibt einen Cluster aus einer Maschine).</translation>
    </message>
    <message>
        <source>Cluster members&apos; storage at different speeds</source>
        <translation>Speicher der Clustermitglieder mit unterschiedlichen Geschwindigkeiten</translation>
    </message>
    <message>
        <source>Storage traffic between cluster members runs at the speed of the slower end, and S2D spreads its mirror copies over every node: one slower node holds back the whole cluster. Microsoft asks for the same network adapters on every node (warning); Network ATC refuses an intent whose adapters differ between nodes, so with Network ATC it is an error.</source>
        <translation>Speicherverkehr zwischen Clustermitgliedern läuft mit der Geschwindigkeit des langsameren Endes, und S2D verteilt seine Spiegelkopien auf alle Knoten: Ein langsamerer Knoten bremst den ganzen Cluster. Microsoft verlangt auf jedem Knoten dieselben Netzwerkadapter (Warnung); Network ATC lehnt einen Intent ab, dessen Adapter sich zwischen Knoten unterscheiden, mit Network ATC ist es daher ein Fehler.</translation>
    </message>
    <message>
        <source>Storage Spaces Direct hardware requirements; Host network requirements for Azure Local; Network ATC (symmetric intents)</source>
        <translation>Storage Spaces Direct: Hardwareanforderungen; Anforderungen an das Hostnetzwerk für Azure Local; Network ATC (symmetrische Intents)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>In cluster %1 the storage adapters of %2 run at %3, but %4; give every member storage adapters of the same speed.</source>
        <translation>Im Cluster %1 laufen die Speicheradapter von %2 mit %3, aber %4; geben Sie jedem Mitglied Speicheradapter gleicher Geschwindigkeit.</translation>
    </message>
    <message>
        <source>SMB Direct class reserves less than 50%</source>
        <translation>SMB-Direct-Klasse reserviert weniger als 50 %</translation>
    </message>
    <message>
        <source>ETS guarantees each class its share when a link is congested; Network ATC gives SMB Direct 50% by default and Microsoft&apos;s DCB guidance does the same. A smaller share is possible (ATC takes an override), so this is a warning, not an error.</source>
        <translation>ETS garantiert jeder Klasse ihren Anteil, wenn eine Verbindung überlastet ist; Network ATC gibt SMB Direct standardmäßig 50 %, und Microsofts DCB-Leitfaden ebenso. Ein kleinerer Anteil ist möglich (ATC nimmt eine Überschreibung an), daher ist dies eine Warnung, kein Fehler.</translation>
    </message>
    <message>
        <source>Network ATC (default QoS policy: SMB 50%, cluster 1 or 2%); Manage DCB</source>
        <translation>Network ATC (Standard-QoS-Richtlinie: SMB 50 %, Cluster 1 oder 2 %); DCB verwalten</translation>
    </message>
    <message>
        <source>SMB Direct class %1 reserves %2% of the bandwidth; storage should have at least the 50% Network ATC reserves by default.</source>
        <translation>Die SMB-Direct-Klasse %1 reserviert %2 % der Bandbreite; Speicher sollte mindestens die 50 % haben, die Network ATC standardmäßig reserviert.</translation>
    </message>
    <message>
        <source>When each storage network stays on its own top-of-rack switch, its VLAN has no business on the peer-link: carried there, storage traffic can cross between the switches and compete with everything else on that link. Storage host vNICs on a SET vSwitch cabled to both switches fail over between them (fully converged), so there the peer-link carries both storage VLANs rightly.</source>
        <translation>Wenn jedes Speichernetz auf seinem eigenen Top-of-Rack-Switch bleibt, gehört sein VLAN nicht auf den Peer-Link: Dort getragen, kann Speicherverkehr zwischen den Switches wechseln und mit allem anderen auf dieser Verbindung konkurrieren. Speicher-Host-vNICs auf einem SET-vSwitch, der an beide Switches angeschlossen ist, wechseln zwischen ihnen (vollständig konvergent), dort trägt der Peer-Link beide Speicher-VLANs zu Recht.</translation>
    </message>
    <message>
        <source>Storage subnet on the management VLAN</source>
        <translation>Speicher-Subnetz im Verwaltungs-VLAN</translation>
    </message>
    <message>
        <source>Storage traffic is layer-2, non-routed traffic on networks of its own; on the management VLAN it competes with management and client traffic and leaves the storage network without its own class of service boundary. Microsoft&apos;s documents recommend it rather than require it, hence a warning.</source>
        <translation>Speicherverkehr ist nicht gerouteter Layer-2-Verkehr in eigenen Netzen; im Verwaltungs-VLAN konkurriert er mit Verwaltungs- und Clientverkehr und lässt das Speichernetz ohne eigene Class-of-Service-Grenze. Microsofts Dokumente empfehlen dies, statt es zu verlangen, daher eine Warnung.</translation>
    </message>
    <message>
        <source>Host network requirements for Azure Local (network traffic types); Network ATC (storage intent, default storage VLANs 711 and up)</source>
        <translation>Anforderungen an das Hostnetzwerk für Azure Local (Netzwerkverkehrstypen); Network ATC (Speicher-Intent, Standard-Speicher-VLANs ab 711)</translation>
    </message>
    <message>
        <source>Storage subnet %1 is untagged like management subnet %2; give the storage network a VLAN of its own.</source>
        <translation>Das Speicher-Subnetz %1 ist wie das Verwaltungs-Subnetz %2 ungetaggt; geben Sie dem Speichernetz ein eigenes VLAN.</translation>
    </message>
    <message>
        <source>Storage subnet %1 is on VLAN %2, the VLAN of management subnet %3; give the storage network a VLAN of its own.</source>
        <translation>Das Speicher-Subnetz %1 liegt in VLAN %2, dem VLAN des Verwaltungs-Subnetzes %3; geben Sie dem Speichernetz ein eigenes VLAN.</translation>
    </message>
    <message>
        <source>Storage adapter slower than 10 Gbps</source>
        <translation>Speicheradapter langsamer als 10 Gbit/s</translation>
    </message>
    <message>
        <source>Storage Spaces Direct names 10 Gbps as the minimum for the storage network (25 Gbps or faster recommended from four nodes up): an S2D node below it is an error. Other SMB Direct storage below 10 Gbps works but falls short of the same guidance (warning).</source>
        <translation>Storage Spaces Direct nennt 10 Gbit/s als Minimum für das Speichernetz (ab vier Knoten werden 25 Gbit/s oder mehr empfohlen): Ein S2D-Knoten darunter ist ein Fehler. Anderer SMB-Direct-Speicher unter 10 Gbit/s funktioniert, bleibt aber hinter derselben Empfehlung zurück (Warnung).</translation>
    </message>
    <message>
        <source>Storage Spaces Direct hardware requirements (networking); Physical network requirements for Azure Local</source>
        <translation>Storage Spaces Direct: Hardwareanforderungen (Netzwerk); Anforderungen an das physische Netzwerk für Azure Local</translation>
    </message>
    <message>
        <source>%1 runs Storage Spaces Direct over storage adapters of %2 Gbps (%3); S2D needs 10 Gbps or faster (25 Gbps from four nodes up).</source>
        <translation>%1 betreibt Storage Spaces Direct über Speicheradapter mit %2 Gbit/s (%3); S2D braucht 10 Gbit/s oder mehr (ab vier Knoten 25 Gbit/s).</translation>
    </message>
    <message>
        <source>%1 runs SMB Direct storage over adapters of %2 Gbps (%3); storage networks should be 10 Gbps or faster.</source>
        <translation>%1 betreibt SMB-Direct-Speicher über Adapter mit %2 Gbit/s (%3); Speichernetze sollten 10 Gbit/s oder schneller sein.</translation>
    </message>
    <message>
        <source>When every RDMA interface rides ports of one card, that card is a single point of failure for the node&apos;s storage. Microsoft&apos;s host network requirements accept both storage ports on one dual-port adapter, so this is a note, not a warning.</source>
        <translation>Wenn jede RDMA-Schnittstelle auf Ports einer einzigen Karte liegt, ist diese Karte ein Single Point of Failure für den Speicher des Knotens. Microsofts Anforderungen an das Hostnetzwerk akzeptieren beide Speicherports auf einem Dual-Port-Adapter, daher ist dies ein Hinweis, keine Warnung.</translation>
    </message>
    <message>
        <source>anchors study, rule 30; Host network requirements for Azure Local</source>
        <translation>Anker-Studie, Regel 30; Anforderungen an das Hostnetzwerk für Azure Local</translation>
    </message>
    <message>
        <source>%1: all RDMA interfaces ride adapters on card %2, so one card failure cuts all of %1&apos;s storage; Microsoft supports this, two cards would survive a card failure.</source>
        <translation>%1: Alle RDMA-Schnittstellen liegen auf Adaptern der Karte %2, ein Kartenausfall trennt also den gesamten Speicher von %1; Microsoft unterstützt dies, zwei Karten würden einen Kartenausfall überstehen.</translation>
    </message>
    <message>
        <source>All SET uplinks of a node on one switch</source>
        <translation>Alle SET-Uplinks eines Knotens an einem Switch</translation>
    </message>
    <message>
        <source>A SET team&apos;s uplinks should go to two switches so that the vSwitch, and the host vNICs and VMs on it, survive the loss of one switch; the reference patterns cable each node to both ToR switches. Raised only when the design has a second switch to use.</source>
        <translation>Die Uplinks eines SET-Teams sollten an zwei Switches gehen, damit der vSwitch und die Host-vNICs und VMs darauf den Ausfall eines Switches überstehen; die Referenzmuster verkabeln jeden Knoten mit beiden ToR-Switches. Nur gemeldet, wenn das Design einen zweiten Switch hat.</translation>
    </message>
    <message>
        <source>Physical network requirements for Azure Local (redundant ToR switches); Host network requirements for Azure Local (Switch Embedded Teaming)</source>
        <translation>Anforderungen an das physische Netzwerk für Azure Local (redundante ToR-Switches); Anforderungen an das Hostnetzwerk für Azure Local (Switch Embedded Teaming)</translation>
    </message>
    <message>
        <source>%1: every uplink of SET vSwitch %2 is cabled to switch %3, so losing that switch cuts the vSwitch off; cable the uplinks to two switches.</source>
        <translation>%1: Jeder Uplink des SET-vSwitches %2 ist an Switch %3 angeschlossen, der Verlust dieses Switches trennt also den vSwitch ab; schließen Sie die Uplinks an zwei Switches an.</translation>
    </message>
    <message>
        <source>An adapter&apos;s frame size or an interface&apos;s MTU differs from the plan</source>
        <translation>Die Framegröße eines Adapters oder die MTU einer Schnittstelle weicht vom Plan ab</translation>
    </message>
    <message>
        <source>Jumbo frames must be the same size on the physical adapters, the storage host vNICs and every switch hop; one smaller hop drops the large frames, which SMB reads as a failing path. An interface whose MTU the design states must run that MTU.</source>
        <translation>Jumbo-Frames müssen auf den physischen Adaptern, den Speicher-Host-vNICs und jedem Switch auf dem Weg gleich groß sein; ein kleinerer Abschnitt verwirft die großen Frames, was SMB als fehlerhaften Pfad liest. Eine Schnittstelle, deren MTU das Design nennt, muss mit dieser MTU laufen.</translation>
    </message>
    <message>
        <source>Per-cluster scripts and any later move to Network ATC expect the same adapter names on every member. With Network ATC the difference is cluster.intent-asymmetric&apos;s, an error.</source>
        <translation>Clusterbezogene Skripte und ein späterer Wechsel zu Network ATC erwarten auf jedem Mitglied dieselben Adapternamen. Mit Network ATC meldet cluster.intent-asymmetric den Unterschied, als Fehler.</translation>
    </message>
    <message>
        <source>Network ATC intent not alike on every node</source>
        <translation>Network-ATC-Intent nicht auf jedem Knoten gleich</translation>
    </message>
    <message>
        <source>Network ATC deploys an intent on every node of the cluster with the same adapter names, and before it does, it confirms that the adapters are symmetric: the same make, model, speed and configuration on each node. An adapter named or modelled differently on one node, or an intent one node lacks, makes it refuse the intent. Drivers are not in the design; speeds are cluster.storage-speed&apos;s. Pattern: Network ATC.</source>
        <translation>Network ATC stellt einen Intent auf jedem Knoten des Clusters mit denselben Adapternamen bereit und prüft vorher, dass die Adapter symmetrisch sind: gleicher Hersteller, gleiches Modell, gleiche Geschwindigkeit und Konfiguration auf jedem Knoten. Ein Adapter, der auf einem Knoten anders heißt oder ein anderes Modell ist, oder ein Intent, der einem Knoten fehlt, lässt es den Intent ablehnen. Treiber stehen nicht im Design; Geschwindigkeiten prüft cluster.storage-speed. Muster: Network ATC.</translation>
    </message>
    <message>
        <source>Deploy host networking with Network ATC (prerequisites: symmetric adapters, the same names on all nodes); Network ATC overview</source>
        <translation>Hostnetzwerk mit Network ATC bereitstellen (Voraussetzungen: symmetrische Adapter, dieselben Namen auf allen Knoten); Network ATC: Übersicht</translation>
    </message>
    <message>
        <source>no such intent</source>
        <translation>kein solcher Intent</translation>
    </message>
    <message>
        <source>Network ATC intent %1 of cluster %2 is not alike on every node (%3); Network ATC refuses it: give every node the same adapters under the same names.</source>
        <translation>Der Network-ATC-Intent %1 von Cluster %2 ist nicht auf jedem Knoten gleich (%3); Network ATC lehnt ihn ab: Geben Sie jedem Knoten dieselben Adapter unter denselben Namen.</translation>
    </message>
    <message>
        <source>S2D cluster of four or more nodes with storage below 25 Gbps</source>
        <translation>S2D-Cluster mit vier oder mehr Knoten und Speicher unter 25 Gbit/s</translation>
    </message>
    <message>
        <source>Storage Spaces Direct takes 10 Gbps storage adapters for small clusters of two or three nodes; for four nodes and more, and at scale, Microsoft recommends 25 Gbps or faster, since every write is mirrored to other nodes over those adapters. A recommendation, so a warning. Pattern: S2D clusters of four or more nodes.</source>
        <translation>Storage Spaces Direct nimmt für kleine Cluster mit zwei oder drei Knoten Speicheradapter mit 10 Gbit/s; ab vier Knoten und im großen Maßstab empfiehlt Microsoft 25 Gbit/s oder mehr, da jeder Schreibvorgang über diese Adapter auf andere Knoten gespiegelt wird. Eine Empfehlung, daher eine Warnung. Muster: S2D-Cluster mit vier oder mehr Knoten.</translation>
    </message>
    <message>
        <source>Storage Spaces Direct hardware requirements (networking: minimum and recommended)</source>
        <translation>Storage Spaces Direct: Hardwareanforderungen (Netzwerk: Minimum und Empfehlung)</translation>
    </message>
    <message>
        <source>S2D cluster %1 has %2 nodes, and the storage adapters of %3 run at %4; Microsoft recommends 25 Gbps or faster from four nodes up.</source>
        <translation>S2D-Cluster %1 hat %2 Knoten, und die Speicheradapter von %3 laufen mit %4; Microsoft empfiehlt ab vier Knoten 25 Gbit/s oder mehr.</translation>
    </message>
    <message>
        <source>Cluster address on a network closed to clients</source>
        <translation>Clusteradresse in einem Netz ohne Clientzugriff</translation>
    </message>
    <message>
        <source>A cluster&apos;s addresses (its name&apos;s, an access point&apos;s) are IP Address resources, which live on networks with the role cluster and client. Failover Clustering does not let a network that such a resource depends on take the role none or cluster only, so the design cannot be deployed as stated.</source>
        <translation>Die Adressen eines Clusters (die seines Namens, die eines Zugriffspunkts) sind IP-Adressressourcen, die in Netzen mit der Rolle Cluster und Client liegen. Failoverclustering lässt ein Netz, von dem eine solche Ressource abhängt, nicht die Rolle Keine oder Nur Cluster annehmen; so, wie es dasteht, lässt sich das Design nicht bereitstellen.</translation>
    </message>
    <message>
        <source>Failover cluster network Role property (CLUSTER_NETWORK_ROLE: restrictions)</source>
        <translation>Eigenschaft Role eines Failovercluster-Netzwerks (CLUSTER_NETWORK_ROLE: Einschränkungen)</translation>
    </message>
    <message>
        <source>Cluster %1 has the address %2 in subnet %3, whose cluster role is %4; a cluster address needs a network of role cluster-and-client: change the role or move the address.</source>
        <translation>Cluster %1 hat die Adresse %2 im Subnetz %3, dessen Clusterrolle %4 ist; eine Clusteradresse braucht ein Netz mit der Rolle cluster-and-client: Ändern Sie die Rolle oder verlegen Sie die Adresse.</translation>
    </message>
    <message>
        <source>Interface MTU larger than its adapter&apos;s frames</source>
        <translation>MTU einer Schnittstelle größer als die Frames ihres Adapters</translation>
    </message>
    <message>
        <source>An adapter&apos;s *JumboPacket is the whole Ethernet frame, its 14-byte header included; the IP MTU of an interface on it can be at most that less 14. A larger MTU makes packets the adapter cannot send: the design&apos;s MTU never comes true, and what tries to use it is dropped. For a host vNIC the frames are its uplinks&apos;.</source>
        <translation>*JumboPacket eines Adapters ist der ganze Ethernet-Frame samt 14-Byte-Header; die IP-MTU einer Schnittstelle darauf kann höchstens 14 weniger sein. Eine größere MTU erzeugt Pakete, die der Adapter nicht senden kann: Die MTU des Designs wird nie wahr, und was sie nutzen will, wird verworfen. Für eine Host-vNIC gelten die Frames ihrer Uplinks.</translation>
    </message>
    <message>
        <source>Standardized INF keywords (*JumboPacket: frame size with the Ethernet header); Set-NetIPInterface (NlMtuBytes)</source>
        <translation>Standardisierte INF-Schlüsselwörter (*JumboPacket: Framegröße mit Ethernet-Header); Set-NetIPInterface (NlMtuBytes)</translation>
    </message>
    <message>
        <source>%1: interface %2 has MTU %3, but adapter %4 under it sends frames of %5 bytes, which carry at most %6; lower the MTU or raise the adapter&apos;s jumboPacket to %7.</source>
        <translation>%1: Schnittstelle %2 hat MTU %3, aber Adapter %4 darunter sendet Frames von %5 Byte, die höchstens %6 tragen; senken Sie die MTU oder erhöhen Sie jumboPacket des Adapters auf %7.</translation>
    </message>
    <message>
        <source>SET in a teaming mode other than switch independent</source>
        <translation>SET in einem anderen Teaming-Modus als switchunabhängig</translation>
    </message>
    <message>
        <source>Switch Embedded Teaming runs switch independent only: Microsoft lists static teaming and LACP among what SET does not support, so the switches must not bundle its ports either. A static or LACP team belongs to LBFO, where Windows still offers it.</source>
        <translation>Switch Embedded Teaming läuft nur switchunabhängig: Microsoft führt statisches Teaming und LACP unter dem auf, was SET nicht unterstützt, also dürfen auch die Switches seine Ports nicht bündeln. Ein statisches oder LACP-Team gehört zu LBFO, wo Windows es noch anbietet.</translation>
    </message>
    <message>
        <source>RDMA and Switch Embedded Teaming (SET modes and settings); NIC Teaming (LBFO teaming modes); Set-VMSwitchTeam</source>
        <translation>RDMA und Switch Embedded Teaming (SET-Modi und -Einstellungen); NIC-Teaming (LBFO-Teaming-Modi); Set-VMSwitchTeam</translation>
    </message>
    <message>
        <source>%1: SET vSwitch %2 is in teaming mode %3; SET supports switch independent teaming only. Set its teaming mode to switch-independent (and leave its switch ports out of any port channel).</source>
        <translation>%1: SET-vSwitch %2 ist im Teaming-Modus %3; SET unterstützt nur switchunabhängiges Teaming. Setzen Sie seinen Teaming-Modus auf switch-independent (und nehmen Sie seine Switch-Ports in keinen Port-Channel auf).</translation>
    </message>
    <message>
        <source>Storage network open to client traffic</source>
        <translation>Speichernetz offen für Clientverkehr</translation>
    </message>
    <message>
        <source>A cluster network whose role is cluster and client is one the cluster may put client access points and their addresses on and announce to clients. Storage between the nodes of an S2D or Hyper-V cluster is cluster traffic only: its networks are unrouted and unreachable for clients, so they take the role cluster only (Role 1). A Scale-Out File Server is the exception: its clients reach it over the storage networks. Pattern: clusters other than a Scale-Out File Server.</source>
        <translation>Auf ein Clusternetzwerk mit der Rolle Cluster und Client darf der Cluster Clientzugriffspunkte und ihre Adressen legen und es den Clients bekanntgeben. Speicherverkehr zwischen den Knoten eines S2D- oder Hyper-V-Clusters ist reiner Clusterverkehr: Seine Netze sind nicht geroutet und für Clients unerreichbar, daher bekommen sie die Rolle Nur Cluster (Role 1). Ein Scale-Out-Dateiserver ist die Ausnahme: Seine Clients erreichen ihn über die Speichernetze. Muster: Cluster außer Scale-Out-Dateiservern.</translation>
    </message>
    <message>
        <source>Failover cluster network Role property (CLUSTER_NETWORK_ROLE); Azure Local: merged storage cluster networks (storage networks cluster only)</source>
        <translation>Eigenschaft Role eines Failovercluster-Netzwerks (CLUSTER_NETWORK_ROLE); Azure Local: zusammengeführte Speicher-Clusternetzwerke (Speichernetze nur für den Cluster)</translation>
    </message>
    <message>
        <source>Storage subnet %1 has the cluster role cluster-and-client in %2 cluster %3; storage between its nodes is cluster traffic only: set the role to cluster.</source>
        <translation>Das Speicher-Subnetz %1 hat im %2-Cluster %3 die Clusterrolle cluster-and-client; Speicherverkehr zwischen seinen Knoten ist reiner Clusterverkehr: Setzen Sie die Rolle auf cluster.</translation>
    </message>
    <message>
        <source>Two S2D nodes without a storage path</source>
        <translation>Zwei S2D-Knoten ohne Speicherpfad</translation>
    </message>
    <message>
        <source>Storage Spaces Direct writes each copy to other nodes over the storage networks, which are not routed: every two nodes need a layer-2 path in a storage subnet they share. In a switchless design that is a direct cable between every two nodes; a missing cable leaves a pair with no path. Pattern: S2D clusters, switched or switchless.</source>
        <translation>Storage Spaces Direct schreibt jede Kopie über die Speichernetze, die nicht geroutet werden, auf andere Knoten: Je zwei Knoten brauchen einen Layer-2-Pfad in einem gemeinsamen Speicher-Subnetz. In einem Design ohne Switches ist das ein direktes Kabel zwischen je zwei Knoten; ein fehlendes Kabel lässt ein Paar ohne Pfad. Muster: S2D-Cluster, mit oder ohne Switches.</translation>
    </message>
    <message>
        <source>Physical network requirements for Azure Local (switchless: a direct link between every two nodes); Azure Local network patterns (two- and three-node switchless); Storage Spaces Direct hardware requirements (networking)</source>
        <translation>Anforderungen an das physische Netzwerk für Azure Local (ohne Switches: eine direkte Verbindung zwischen je zwei Knoten); Netzwerkmuster für Azure Local (zwei und drei Knoten ohne Switches); Storage Spaces Direct: Hardwareanforderungen (Netzwerk)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>In S2D cluster %1, %2 have no storage path between them (no storage subnet joins them at layer 2); cable each such pair directly or through the switches.</source>
        <translation>Im S2D-Cluster %1 haben %2 keinen Speicherpfad zwischen sich (kein Speicher-Subnetz verbindet sie auf Layer 2); verkabeln Sie jedes solche Paar direkt oder über die Switches.</translation>
    </message>
    <message>
        <source>A planned storage path must carry frames of the planned MTU without fragmenting, without loss, reach SMB&apos;s ports on the peer, have an SMB connection in every SMB instance its role uses, and read from the peer; otherwise SMB Direct cannot use it, whatever the settings say. The tests are staged as Test-NetStack stages them: a failed stage is the finding, the later ones did not run.</source>
        <translation>Ein geplanter Speicherpfad muss Rahmen der geplanten MTU ohne Fragmentierung und ohne Verlust tragen, die Ports von SMB beim Gegenüber erreichen, in jeder SMB-Instanz, die seine Rolle nutzt, eine SMB-Verbindung haben und vom Gegenüber lesen können; sonst kann SMB Direct ihn nicht nutzen, was auch immer die Einstellungen sagen. Die Tests sind gestuft wie bei Test-NetStack: die fehlgeschlagene Stufe ist der Befund, die späteren liefen nicht.</translation>
    </message>
    <message>
        <source>ping -f -l; Test-NetStack (PMTUD, TCP stages); MS-SMBD (TCP 445, 5445); Get-SmbMultichannelConnection -SmbInstance (Default, CSV, SBL)</source>
        <translation>ping -f -l; Test-NetStack (PMTUD, TCP-Stufen); MS-SMBD (TCP 445, 5445); Get-SmbMultichannelConnection -SmbInstance (Default, CSV, SBL)</translation>
    </message>
    <message>
        <source>SMB uses TCP on a planned RDMA path</source>
        <translation>SMB nutzt TCP auf einem geplanten RDMA-Pfad</translation>
    </message>
    <message>
        <source>SMB falls back to TCP without an error when either end of a connection is not RDMA-capable to SMB: the storage traffic then costs CPU and latency and loses the lossless class the network was built for. A connection of the path that is not RDMA-capable at both ends, or a read from the peer that the network stack counted while the RDMA counters stood still, shows it.</source>
        <translation>SMB fällt ohne Fehler auf TCP zurück, wenn ein Ende einer Verbindung für SMB nicht RDMA-fähig ist: der Speicherverkehr kostet dann CPU und Latenz und verliert die verlustfreie Klasse, für die das Netz gebaut wurde. Eine Verbindung des Pfads, die nicht an beiden Enden RDMA-fähig ist, oder ein Lesevorgang vom Gegenüber, den der Netzwerkstapel zählte, während die RDMA-Zähler stillstanden, zeigt es.</translation>
    </message>
    <message>
        <source>Get-SmbMultichannelConnection (ClientRdmaCapable, ServerRdmaCapable); performance counters RDMA Activity and SMB Direct Connection; Get-NetAdapterStatistics; Deploy SMB Direct (verify the configuration)</source>
        <translation>Get-SmbMultichannelConnection (ClientRdmaCapable, ServerRdmaCapable); Leistungsindikatoren RDMA Activity und SMB Direct Connection; Get-NetAdapterStatistics; Deploy SMB Direct (Konfiguration überprüfen)</translation>
    </message>
    <message>
        <source>RDMA counters did not move on a planned RDMA path</source>
        <translation>RDMA-Zähler haben sich auf einem geplanten RDMA-Pfad nicht bewegt</translation>
    </message>
    <message>
        <source>A read from the peer over a path that carries SMB Direct moves the source adapter&apos;s RDMA Activity bytes and the SMB Direct Connection bytes. When neither moved, the bytes did not ride RDMA on this adapter: SMB chose other interfaces, or the adapter&apos;s RDMA does not work, whatever its settings say.</source>
        <translation>Ein Lesevorgang vom Gegenüber über einen Pfad, der SMB Direct trägt, bewegt die RDMA-Activity-Bytes des Quelladapters und die Bytes von SMB Direct Connection. Bewegte sich keines von beiden, liefen die Bytes auf diesem Adapter nicht über RDMA: SMB wählte andere Schnittstellen, oder das RDMA des Adapters funktioniert nicht, was auch immer seine Einstellungen sagen.</translation>
    </message>
    <message>
        <source>Performance counters RDMA Activity (RDMA Inbound/Outbound Bytes/sec) and SMB Direct Connection (Bytes RDMA Read/sec, Bytes RDMA Written/sec); Test-Rdma.ps1; Deploy SMB Direct (review the performance counters)</source>
        <translation>Leistungsindikatoren RDMA Activity (RDMA Inbound/Outbound Bytes/sec) und SMB Direct Connection (Bytes RDMA Read/sec, Bytes RDMA Written/sec); Test-Rdma.ps1; Deploy SMB Direct (Leistungsindikatoren überprüfen)</translation>
    </message>
    <message>
        <source>The switch&apos;s redundancy domain is missing or differs from the plan</source>
        <translation>Die Redundanzdomäne des Switches fehlt oder weicht vom Plan ab</translation>
    </message>
    <message>
        <source>A pair whose domain ids, keepalive addresses or system MACs disagree does not form, or splits into two primaries when the peer link fails; a peer-link port outside the domain leaves the pair without its link, and the hosts&apos; switch-independent teams then lose traffic that crosses it.</source>
        <translation>Ein Paar, dessen Domänenkennungen, Keepalive-Adressen oder System-MACs nicht übereinstimmen, bildet sich nicht oder zerfällt beim Ausfall des Peer-Links in zwei primäre Switches; ein Peer-Link-Port außerhalb der Domäne lässt das Paar ohne seine Verbindung, und die switch-unabhängigen Teams der Hosts verlieren dann Verkehr, der sie kreuzt.</translation>
    </message>
    <message>
        <source>The platform&apos;s redundancy domain configuration (docs/switches.md)</source>
        <translation>Die Konfiguration der Redundanzdomäne der Plattform (docs/switches.md)</translation>
    </message>
    <message>
        <source>The two switches of a pair state different redundancy domains</source>
        <translation>Die beiden Switches eines Paars geben verschiedene Redundanzdomänen an</translation>
    </message>
    <message>
        <source>A vPC, MLAG, VLT, VSX or IRF pair forms only when both switches name the same domain and, where the platform takes one, the same system MAC; with one switch&apos;s half missing hvnet writes the domain on neither, and the pair is left to be configured by hand.</source>
        <translation>Ein vPC-, MLAG-, VLT-, VSX- oder IRF-Paar bildet sich nur, wenn beide Switches dieselbe Domäne und, wo die Plattform eine nimmt, dieselbe System-MAC nennen; fehlt die Hälfte eines Switches, schreibt hvnet die Domäne auf keinem, und das Paar bleibt der Konfiguration von Hand überlassen.</translation>
    </message>
    <message>
        <source>Cisco Nexus 9000 Interfaces Configuration Guide (vPC domain); Arista EOS MLAG; NVIDIA Cumulus Linux MLAG; Dell OS10 VLT; HPE Aruba VSX Guide; HPE IRF Configuration Guide; Juniper MC-LAG (docs/switches.md)</source>
        <translation>Cisco Nexus 9000 Interfaces Configuration Guide (vPC-Domäne); Arista EOS MLAG; NVIDIA Cumulus Linux MLAG; Dell OS10 VLT; HPE Aruba VSX Guide; HPE IRF Configuration Guide; Juniper MC-LAG (docs/switches.md)</translation>
    </message>
    <message>
        <source>Switch %1 states its redundancy domain, its peer %2 does not: the domain is written on neither.</source>
        <translation>Switch %1 gibt seine Redundanzdomäne an, sein Gegenüber %2 nicht: die Domäne wird auf keinem geschrieben.</translation>
    </message>
    <message>
        <source>Switches %1 and %2 are a pair but state domains %3 and %4.</source>
        <translation>Die Switches %1 und %2 sind ein Paar, geben aber die Domänen %3 und %4 an.</translation>
    </message>
    <message>
        <source>Switches %1 and %2 are a pair but state the system MACs %3 and %4.</source>
        <translation>Die Switches %1 und %2 sind ein Paar, geben aber die System-MACs %3 und %4 an.</translation>
    </message>
    <message>
        <source>A pair&apos;s keepalive cannot tell a failed peer from a failed peer link</source>
        <translation>Der Keepalive eines Paars kann einen ausgefallenen Partner nicht von einem ausgefallenen Peer-Link unterscheiden</translation>
    </message>
    <message>
        <source>The keepalive (backup link) is what lets the secondary switch tell a dead peer from a dead peer link. Both ends on one address cannot talk; an address outside the management network does not leave through the management port; a keepalive on a VLAN of the hosts, in a VRF of its own, crosses the peer link and fails with it, so both switches stay primary.</source>
        <translation>Der Keepalive (die Backup-Verbindung) lässt den sekundären Switch einen toten Partner von einem toten Peer-Link unterscheiden. Beide Enden auf einer Adresse können nicht miteinander sprechen; eine Adresse außerhalb des Verwaltungsnetzes verlässt den Switch nicht über den Verwaltungsport; ein Keepalive auf einem VLAN der Hosts, in einer eigenen VRF, kreuzt den Peer-Link und fällt mit ihm aus, sodass beide Switches primär bleiben.</translation>
    </message>
    <message>
        <source>Cisco vPC design and configuration guides (peer-keepalive); Dell OS10 VLT (backup destination); HPE Aruba VSX Guide (keepalive); NVIDIA Cumulus Linux MLAG (backup IP) (docs/switches.md)</source>
        <translation>Cisco vPC design and configuration guides (peer-keepalive); Dell OS10 VLT (backup destination); HPE Aruba VSX Guide (keepalive); NVIDIA Cumulus Linux MLAG (backup IP) (docs/switches.md)</translation>
    </message>
    <message>
        <source>Switches %1 and %2 both state keepalive address %3.</source>
        <translation>Die Switches %1 und %2 geben beide die Keepalive-Adresse %3 an.</translation>
    </message>
    <message>
        <source>The keepalive address %1 of switch %2 is not in a management subnet.</source>
        <translation>Die Keepalive-Adresse %1 von Switch %2 liegt in keinem Verwaltungssubnetz.</translation>
    </message>
    <message>
        <source>The keepalive of switch %1 runs in VRF %2 on VLAN %3 of subnet %4, which crosses the peer link; keep it on the management port.</source>
        <translation>Der Keepalive von Switch %1 läuft in der VRF %2 auf VLAN %3 des Subnetzes %4, das den Peer-Link kreuzt; lassen Sie ihn auf dem Verwaltungsport.</translation>
    </message>
    <message>
        <source>The two switches of a pair have the same role priority</source>
        <translation>Die beiden Switches eines Paars haben dieselbe Rollenpriorität</translation>
    </message>
    <message>
        <source>With equal priorities the switches elect their primary by system MAC, so which one keeps forwarding when the peer link fails is chance rather than design; hvnet then makes the switch listed first primary in its configurations.</source>
        <translation>Bei gleichen Prioritäten wählen die Switches ihren primären nach der System-MAC; welcher beim Ausfall des Peer-Links weiter weiterleitet, ist dann Zufall statt Design; hvnet macht in seinen Konfigurationen den zuerst aufgeführten Switch primär.</translation>
    </message>
    <message>
        <source>Cisco Nexus 9000 Interfaces Configuration Guide (vPC role priority); Dell OS10 VLT (primary priority); NVIDIA Cumulus Linux MLAG (priority) (docs/switches.md)</source>
        <translation>Cisco Nexus 9000 Interfaces Configuration Guide (vPC role priority); Dell OS10 VLT (primary priority); NVIDIA Cumulus Linux MLAG (priority) (docs/switches.md)</translation>
    </message>
    <message>
        <source>Switches %1 and %2 are a pair with the same role priority (%3).</source>
        <translation>Die Switches %1 und %2 sind ein Paar mit derselben Rollenpriorität (%3).</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <source>Host traffic runs untagged on VLAN 1</source>
        <translation>Hostverkehr läuft ungetaggt auf VLAN 1</translation>
    </message>
    <message>
        <source>An untagged subnet on a host trunk rides the switch&apos;s native VLAN, which is VLAN 1 unless the design chooses another: the default VLAN every unconfigured port of the switch is in, so any of them reaches the hosts&apos; network. Microsoft&apos;s reference ToR configurations tag every host network and park the native VLAN on a dedicated unused one.</source>
        <translation>Ein ungetaggtes Subnetz auf einem Host-Trunk läuft auf dem nativen VLAN des Switches, und das ist VLAN 1, solange das Design kein anderes wählt: das Standard-VLAN, in dem jeder unkonfigurierte Port des Switches ist, sodass jeder davon das Netz der Hosts erreicht. Die Referenz-ToR-Konfigurationen von Microsoft taggen jedes Hostnetz und parken das native VLAN auf einem eigenen, ungenutzten.</translation>
    </message>
    <message>
        <source>Microsoft Azure Local, reference ToR configurations (switchport trunk native vlan 99); IEEE 802.1Q (docs/switches.md)</source>
        <translation>Microsoft Azure Local, Referenz-ToR-Konfigurationen (switchport trunk native vlan 99); IEEE 802.1Q (docs/switches.md)</translation>
    </message>
    <message>
        <source>Subnet %1 reaches switch %2 port %3 untagged, so it runs on VLAN 1; tag it, or choose the switch&apos;s host native VLAN.</source>
        <translation>Subnetz %1 erreicht Switch %2 an Port %3 ungetaggt und läuft daher auf VLAN 1; taggen Sie es, oder wählen Sie das native VLAN der Hosts des Switches.</translation>
    </message>
    <message>
        <source>Names and other texts go into deployment scripts and switch configurations; a control character or line break in one could end a comment or a command there, and a bidirectional formatting character (such as U+202E) would make the text read otherwise than it runs, so hvnet refuses them.</source>
        <translation>Namen und andere Texte gelangen in Bereitstellungsskripte und Switch-Konfigurationen; ein Steuerzeichen oder Zeilenumbruch darin könnte dort einen Kommentar oder einen Befehl beenden, und ein bidirektionales Formatierungszeichen (etwa U+202E) ließe den Text anders lesen, als er ausgeführt wird; deshalb lehnt hvnet sie ab.</translation>
    </message>
</context>
</TS>
