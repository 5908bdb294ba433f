<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/help.py" line="+180" />
            <location line="+3" />
            <source>About Glossary Desktop</source>
            <translation>Acerca de Glossary Desktop</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Version</source>
            <translation>Versión</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Glossary built</source>
            <translation>Glosario generado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Concepts</source>
            <translation>Conceptos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In both languages</source>
            <translation>En ambos idiomas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Spanish only</source>
            <translation>Solo en español</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portuguese only</source>
            <translation>Solo en portugués</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your bookmarks and settings</source>
            <translation>Sus marcadores y preferencias</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Glossary Desktop</source>
            <translation>Glossary Desktop</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An offline reader for AI terminology in Spanish and Portuguese.</source>
            <translation>Un lector de terminología de IA en español y portugués que funciona sin conexión.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bundled components</source>
            <translation>Componentes incluidos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Glossary Desktop is free software under the MIT licence.</source>
            <translation>Glossary Desktop es software libre con licencia MIT.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Public Domain</source>
            <translation>Dominio público</translation>
        </message>
    </context>
    <context>
        <name>BookmarkListModel</name>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/models/bookmarks.py" line="+206" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Terms</source>
            <extracomment>The bookmark's slug (str). Whether the bookmarked concept exists in this glossary, as starred (bool). What became of the bookmarked concept (:class:`BookmarkStatus`). Characters of a note shown in its cell (its first line) and in its tooltip, and lines in its tooltip. Saves a note on a bookmark; ``False`` if it was not saved (the writer says why).</extracomment>
            <translation>Términos</translation>
        </message>
        <message>
            <location line="+38" />
            <source>{0} (no longer in the glossary)</source>
            <translation>{0} (ya no está en el glosario)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (changed in the glossary)</source>
            <translation>{0} (cambió en el glosario)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>This bookmark's term is not in the current glossary.</source>
            <translation>El término de este marcador no está en el glosario actual.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The glossary's concept with this name is not the one bookmarked (bookmarked: {0} | {1}, from {2}).</source>
            <translation>El concepto del glosario con este nombre no es el que se marcó (marcado: {0} | {1}, de {2}).</translation>
        </message>
    </context>
    <context>
        <name>BookmarkUndo</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/undo.py" line="+82" />
            <source>&amp;Undo {0}</source>
            <extracomment>Does a store write now; ``False`` if the store refused it (the writer said why). Removals kept for undo. Whether the store holds the removal: pushed after it was written. The last undo was written, yet the bookmark was not in the store after it.</extracomment>
            <translation>&amp;Deshacer: {0}</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
    </context>
    <context>
        <name>BookmarksController</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/controller.py" line="+232" />
            <source>{0} (in {1})</source>
            <translation>{0} (en {1})</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/controller.py" line="+266" />
            <source>Not saved: this glossary's bookmarks file was removed or replaced by another program. Choose the glossary again in the Glossaries menu to reopen it.</source>
            <translation>No se guardó: otro programa eliminó o reemplazó el archivo de marcadores de este glosario. Vuelva a elegirlo en el menú Glosarios para reabrirlo.</translation>
        </message>
        <message>
            <location line="-153" />
            <source>Remove the bookmark (Ctrl+D)</source>
            <extracomment>How long a write from the window waits for another instance's write lock. How often the store is asked whether another instance committed. Tries again after a locked store, this often, this many times. The bookmarks on disk changed (here, or in another window or command). A line for the status bar (already translated). A write failed for good (already translated); the star did not change. A bookmark was removed and can be undone (its slug, and its name to show). A bookmark is about to be removed (its slug): a note still being typed for it is saved first, so that it goes with the bookmark and comes back on undo (else its save, a moment later, would bring the bookmark back).</extracomment>
            <translation>Quitar el marcador (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmark this term (Ctrl+D)</source>
            <translation>Añadir este término a marcadores (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Bookmark restored: {0}</source>
            <translation>Marcador restaurado: {0}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not restored: “{0}” is not in the bookmarks file after all.</source>
            <translation>No se restauró: «{0}» no está en el archivo de marcadores.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>remove bookmark “{0}”</source>
            <translation>quitar el marcador «{0}»</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bookmarks are busy in another window or command; trying again…</source>
            <translation>Los marcadores están en uso en otra ventana o comando; reintentando…</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Bookmarks are still busy in another window or command; trying again…</source>
            <translation>Los marcadores siguen en uso en otra ventana o comando; reintentando…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved.</source>
            <translation>Guardado.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Your bookmarks file {0} was made by a newer version of the app: it is shown read-only, and nothing will be saved to it.</source>
            <translation>Su archivo de marcadores {0} se creó con una versión más reciente de la aplicación: se muestra en modo de solo lectura y no se guardará nada en él.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be read: {0} is not a regular file.</source>
            <translation>No se pueden leer los marcadores: {0} no es un archivo normal.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: the folder {0} cannot be created ({1}).</source>
            <translation>No se pueden guardar los marcadores: no se puede crear la carpeta {0} ({1}).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmarks cannot be saved: {0} is read-only.</source>
            <translation>No se pueden guardar los marcadores: {0} es de solo lectura.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: {0} cannot be written ({1}).</source>
            <translation>No se pueden guardar los marcadores: no se puede escribir en {0} ({1}).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: {0} could not be opened ({1}).</source>
            <translation>No se pueden guardar los marcadores: no se pudo abrir {0} ({1}).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your bookmarks file could not be read ({1}); it was moved to {0} and a new, empty one was started.</source>
            <translation>No se pudo leer su archivo de marcadores ({1}); se movió a {0} y se creó uno nuevo, vacío.</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Not saved: bookmarks are read-only.</source>
            <translation>No se guardó: los marcadores son de solo lectura.</translation>
        </message>
        <message>
            <location line="-12" />
            <source>Not saved: the bookmarks file is busy in another window or command. Try again in a moment.</source>
            <translation>No se guardó: el archivo de marcadores está en uso en otra ventana o comando. Inténtelo de nuevo en un momento.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not saved: the disk is full.</source>
            <translation>No se guardó: el disco está lleno.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not saved: the bookmarks file could not be written.</source>
            <translation>No se guardó: no se pudo escribir el archivo de marcadores.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not saved: the note is too long.</source>
            <translation>No se guardó: la nota es demasiado larga.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Not saved: {0}</source>
            <translation>No se guardó: {0}</translation>
        </message>
        <message>
            <source>Bookmarks cannot be saved: the disk holding {0} is full. Free some space and open the glossary again.</source>
            <translation>No se pueden guardar los marcadores: el disco que contiene {0} está lleno. Libere espacio y vuelva a abrir el glosario.</translation>
        </message>
        <message>
            <source>Not saved: this concept's entry in the glossary is not valid (a damaged or crafted glossary).</source>
            <translation>No se guardó: la entrada de este concepto en el glosario no es válida (un glosario dañado o manipulado).</translation>
        </message>
        <message>
            <source>add bookmark “{0}”</source>
            <translation>añadir el marcador «{0}»</translation>
        </message>
        <message>
            <source>Bookmark taken back: {0}</source>
            <translation>Marcador deshecho: {0}</translation>
        </message>
        <message>
            <source>Not taken back: “{0}” is still in the bookmarks file.</source>
            <translation>No se deshizo: «{0}» sigue en el archivo de marcadores.</translation>
        </message>
    </context>
    <context>
        <name>BookmarksDock</name>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <source>All glossaries</source>
            <translation>Todos los glosarios</translation>
        </message>
        <message>
            <source>List the bookmarks of every glossary, or of one</source>
            <translation>Mostrar los marcadores de todos los glosarios o de uno</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/dock.py" line="+119" />
            <location line="+70" />
            <source>Bookmarks</source>
            <extracomment>The terms' column's share of the table's width: two terms, one a line, want more room than the first line of a note (which the expanded row shows whole). Delete was pressed with no note being edited: remove the current row's bookmark. The table's size changed, or a click ended: time to lay out the expanded row. A mouse button is down: rows must not move under it (the click would end on another row, and open nothing). Open this bookmark's concept (slug). Remove this bookmark (slug). The close button was clicked: the dock hides next (the focus may still move).</extracomment>
            <translation>Marcadores</translation>
        </message>
        <message>
            <location line="-61" />
            <source>Bookmark order</source>
            <extracomment>The bookmark the panel asked to remove: when its row goes (at once, or after the store's lock is let go), the window shows the next one.</extracomment>
            <translation>Orden de los marcadores</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List bookmarks newest first or alphabetically</source>
            <translation>Mostrar los marcadores del más reciente al más antiguo o por orden alfabético</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Newest first</source>
            <translation>Más recientes primero</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Alphabetical</source>
            <translation>Alfabético</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Remove bookmark</source>
            <translation>Quitar marcador</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Remove the selected bookmark and its note (Delete; Ctrl+Z undoes it)</source>
            <translation>Quitar el marcador seleccionado y su nota (Supr; Ctrl+Z lo deshace)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Click or Enter opens a bookmark; F2 edits its note; Delete removes it.</source>
            <extracomment>What the keys do: in the list, and while a note is edited.</extracomment>
            <translation>Un clic o Intro abre un marcador; F2 edita su nota; Supr lo quita.</translation>
        </message>
        <message>
            <location line="+47" />
            <source>Your bookmarked terms and their notes; a click or Enter opens one, F2 edits its note, Delete removes it</source>
            <translation>Sus términos marcados y sus notas; un clic o Intro abre uno, F2 edita su nota, Supr lo quita</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Bookmark columns</source>
            <translation>Columnas de los marcadores</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each bookmark's terms and its note</source>
            <translation>Los términos de cada marcador y su nota</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Enter starts a new line; Ctrl+Enter saves the note, Esc cancels.</source>
            <translation>Intro empieza una línea nueva; Ctrl+Intro guarda la nota, Esc cancela.</translation>
        </message>
        <message>
            <source>No bookmarks in this glossary yet: star a term (Ctrl+D) to add it.</source>
            <translation>Aún no hay marcadores en este glosario: marque un término con la estrella (Ctrl+D) para añadirlo.</translation>
        </message>
    </context>
    <context>
        <name>CompareAllDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/compare/all_pairs.py" line="+51" />
            <location line="+9" />
            <source>Compare all</source>
            <translation>Comparar todo</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Comparing…</source>
            <translation>Comparando…</translation>
        </message>
        <message numerus="yes">
            <location line="+46" />
            <source>Concepts in both languages: %Ln. Click one to open it.</source>
            <translation>
                <numerusform>%Ln concepto en ambos idiomas. Haga clic en él para abrirlo.</numerusform>
                <numerusform>%Ln conceptos en ambos idiomas. Haga clic en uno para abrirlo.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>The glossary could not be read: %1</source>
            <translation>No se pudo leer el glosario: %1</translation>
        </message>
        <message>
            <source>The comparison stopped unexpectedly: %1</source>
            <translation>La comparación se detuvo inesperadamente: %1</translation>
        </message>
        <message>
            <source>All concepts</source>
            <translation>Todos los conceptos</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>Concepts in both languages, the most differences first; a click or Enter opens one</source>
            <translation>Conceptos en ambos idiomas, los de más diferencias primero; un clic o Intro abre uno</translation>
        </message>
        <message>
            <source>Concepts with a difference of this kind</source>
            <translation>Conceptos con una diferencia de este tipo</translation>
        </message>
    </context>
    <context>
        <name>CompareController</name>
        <message>
            <source>No further difference</source>
            <translation>No hay más diferencias</translation>
        </message>
        <message>
            <source>No earlier difference</source>
            <translation>No hay diferencias anteriores</translation>
        </message>
    </context>
    <context>
        <name>ConceptView</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/concept_view.py" line="+86" />
            <source>The term and its definition; links open related concepts</source>
            <extracomment>Below this many average characters a line in each pane side by side, the panes stack (Spanish above Portuguese): a definition must stay readable, never broken mid-word, however narrow the window. Zoom steps from the default size; each is 10 %. A cross-reference was followed (the slug). A "Did you mean" spelling in a message was chosen (the word). The zoom step changed (new step).</extracomment>
            <translation>El término y su definición; los enlaces abren conceptos relacionados</translation>
        </message>
    </context>
    <context>
        <name>CorrectionLabel</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/results.py" line="+41" />
            <source>No results for “{0}”. Showing results for &lt;b&gt;{1}&lt;/b&gt;.</source>
            <translation>No hay resultados para «{0}». Se muestran resultados para &lt;b&gt;{1}&lt;/b&gt;.</translation>
        </message>
    </context>
    <context>
        <name>DifferenceKinds</name>
        <message>
            <source>negation</source>
            <translation>negación</translation>
        </message>
        <message>
            <source>number</source>
            <translation>número</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>omisión</translation>
        </message>
        <message>
            <source>added</source>
            <translation>añadido</translation>
        </message>
        <message>
            <source>inconsistent term</source>
            <translation>término incoherente</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>Differences</name>
        <message>
            <location filename="../../glossary_desktop/compare/reasons.py" line="+55" />
            <source>only the Spanish is negative</source>
            <translation>solo el español niega</translation>
        </message>
        <message>
            <location line="+1" />
            <source>only the Portuguese is negative</source>
            <translation>solo el portugués niega</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not the same number, unit or symbol</source>
            <translation>no es el mismo número, unidad o símbolo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no counterpart in the Portuguese</source>
            <translation>sin equivalente en el portugués</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no counterpart in the Spanish</source>
            <translation>sin equivalente en el español</translation>
        </message>
        <message>
            <location line="+1" />
            <source>“{es}” is “{usual}” in {uses} other concepts</source>
            <translation>«{es}» es «{usual}» en otros {uses} conceptos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>“{pt}” translates “{usual}” in {uses} other concepts</source>
            <translation>«{pt}» traduce «{usual}» en otros {uses} conceptos</translation>
        </message>
    </context>
    <context>
        <name>DifferencesLegend</name>
        <message>
            <source>Differences between the two languages: F8 goes to the next, Shift+F8 to the previous; point at one for why</source>
            <translation>Diferencias entre los dos idiomas: F8 va a la siguiente, Mayús+F8 a la anterior; señale una para ver por qué</translation>
        </message>
        <message>
            <source>No differences found</source>
            <translation>No se encontraron diferencias</translation>
        </message>
        <message numerus="yes">
            <source>Differences: %Ln</source>
            <translation>
                <numerusform>Diferencias: %Ln</numerusform>
                <numerusform>Diferencias: %Ln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntryPane</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/entry_pane.py" line="+160" />
            <source>Copy &amp;term</source>
            <extracomment>What a copy request asks for. An internal cross-reference was activated (the slug). A "Did you mean" spelling was chosen (the word). Ctrl+wheel: +1 zooms in, -1 out. Copy the term, the definition or both languages (COPY_*). The mouse is over the character at this document position (-1: off the text).</extracomment>
            <translation>Copiar &amp;término</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy &amp;definition</source>
            <translation>Copiar &amp;definición</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy &amp;both languages</source>
            <translation>Copiar &amp;ambos idiomas</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>&apos;{name}&apos; is a term base, whose concepts state their own languages: give it a volume, not a lang</source>
            <translation>el manifiesto asigna un idioma a {name}, pero es una base terminológica, cuyos conceptos indican sus propios idiomas: asígnele un volumen (volume), no un idioma (lang)</translation>
        </message>
        <message>
            <source>&apos;{name}&apos; is listed twice (also in [[source]] number {number})</source>
            <translation>el manifiesto menciona {name} dos veces (también en la entrada [[source]] número {number})</translation>
        </message>
        <message>
            <source>[[source]] number {number} needs a &apos;file&apos; string</source>
            <translation>la entrada [[source]] número {number} del manifiesto necesita una cadena «file»</translation>
        </message>
        <message>
            <source>a concept&apos;s record longer than {limit} MiB: not a term base</source>
            <translation>el registro de un concepto ocupa más de {limit} MiB: no es una base terminológica</translation>
        </message>
        <message>
            <source>a part of the path is a file, not a folder</source>
            <translation>una parte de la ruta es un archivo, no una carpeta</translation>
        </message>
        <message>
            <source>a query did not finish within {budget:g} s (a damaged or crafted glossary database)</source>
            <translation>una consulta no terminó en {budget:g} s (una base de datos de glosario dañada o manipulada)</translation>
        </message>
        <message>
            <source>a spreadsheet file (XLSX, ODS or XLS), not a table: save it as CSV</source>
            <translation>es un archivo de hoja de cálculo (XLSX, ODS o XLS), no una tabla: guárdelo como CSV</translation>
        </message>
        <message>
            <source>a tag or a text of more than {limit} MiB without markup: not a term base</source>
            <translation>una etiqueta o un texto ocupa más de {limit} MiB sin marcas: no es una base terminológica</translation>
        </message>
        <message>
            <source>another source has the same file name ({other}); rename one</source>
            <translation>otro archivo de origen tiene el mismo nombre ({other}); cambie el nombre de uno de ellos</translation>
        </message>
        <message>
            <source>binary data (NUL byte), not a text file</source>
            <translation>el archivo contiene datos binarios (un byte NUL): no es un archivo de texto</translation>
        </message>
        <message>
            <source>cannot open glossary database ({detail})</source>
            <translation>no se puede abrir la base de datos del glosario ({detail})</translation>
        </message>
        <message>
            <source>cannot open the previous glossary</source>
            <translation>no se puede abrir el glosario anterior</translation>
        </message>
        <message>
            <source>cannot read ({detail})</source>
            <translation>no se puede leer el archivo ({detail})</translation>
        </message>
        <message>
            <source>cannot read glossary database ({detail})</source>
            <translation>no se puede leer la base de datos del glosario ({detail})</translation>
        </message>
        <message>
            <source>cannot tell whether this is Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>no se puede determinar si el texto está en español o en portugués; si está en uno de ellos, indique cuál en {manifest}</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; appears twice in the header</source>
            <translation>la columna «{name}» aparece dos veces en el encabezado</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; without a &apos;{lang}&apos; column</source>
            <translation>la columna «{name}» necesita también una columna «{lang}»</translation>
        </message>
        <message>
            <source>control character U+{char:04X}, not a text file</source>
            <translation>el carácter de control U+{char:04X} indica que no es un archivo de texto</translation>
        </message>
        <message>
            <source>damaged glossary database ({detail})</source>
            <translation>base de datos de glosario dañada ({detail})</translation>
        </message>
        <message>
            <source>definition too long ({length:,} characters; at most {limit:,})</source>
            <translation>la definición es demasiado larga ({length:,} caracteres; como máximo {limit:,})</translation>
        </message>
        <message>
            <source>elements nested more than {limit} deep: not a term base</source>
            <translation>los elementos están anidados en más de {limit} niveles: no es una base terminológica</translation>
        </message>
        <message>
            <source>empty file (expected a header row: es, pt, …)</source>
            <translation>el archivo está vacío (se esperaba una fila de encabezado con es, pt, …)</translation>
        </message>
        <message>
            <source>empty file (expected a title, a subtitle, then terms)</source>
            <translation>el archivo está vacío (se esperaba un título, un subtítulo y luego los términos)</translation>
        </message>
        <message>
            <source>file larger than {limit} MiB</source>
            <translation>el archivo ocupa más de {limit} MiB</translation>
        </message>
        <message>
            <source>glossary database not found</source>
            <translation>no se encontró la base de datos del glosario</translation>
        </message>
        <message>
            <source>glossary schema version {detail} is newer than this app reads; update the app</source>
            <translation>la versión de esquema {detail} del glosario es más reciente de la que lee esta aplicación; actualice la aplicación</translation>
        </message>
        <message>
            <source>invalid manifest</source>
            <translation>el manifiesto no es TOML válido</translation>
        </message>
        <message>
            <source>is a directory, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>is a directory, not a glossary database</source>
            <translation>es una carpeta, no una base de datos de glosario</translation>
        </message>
        <message>
            <source>line longer than {limit:,} characters: not a table of terms</source>
            <translation>la línea tiene más de {limit:,} caracteres: no es una tabla de términos</translation>
        </message>
        <message>
            <source>looks like English, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>el texto parece estar en inglés, no en español ni en portugués; si está en uno de ellos, indique cuál en {manifest}</translation>
        </message>
        <message>
            <source>looks like French, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>el texto parece estar en francés, no en español ni en portugués; si está en uno de ellos, indique cuál en {manifest}</translation>
        </message>
        <message>
            <source>looks like Italian, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>el texto parece estar en italiano, no en español ni en portugués; si está en uno de ellos, indique cuál en {manifest}</translation>
        </message>
        <message>
            <source>malformed table here, often a quotation mark that is not closed</source>
            <translation>la tabla está mal formada aquí, a menudo por unas comillas sin cerrar</translation>
        </message>
        <message>
            <source>no .txt glossary sources in this folder</source>
            <translation>la carpeta no contiene ningún archivo de glosario .txt</translation>
        </message>
        <message>
            <source>no Spanish or Portuguese column in the header row (columns: {columns}); name them es and pt, Español and Português or Spanish and Portuguese, and their definitions es_definition or Spanish definition</source>
            <translation>la fila de encabezado no nombra ninguna columna en español o portugués (sus columnas: {columns}); llámelas es y pt, Español y Português o Spanish y Portuguese, y sus definiciones es_definition o Definición en español</translation>
        </message>
        <message>
            <source>no concept with a Spanish or Portuguese term ({count} in other languages only)</source>
            <translation>ningún concepto tiene un término en español o en portugués (registros solo en otros idiomas: {count})</translation>
        </message>
        <message>
            <source>no entries: expected term and definition lines after the title and subtitle</source>
            <translation>no hay entradas: después del título y el subtítulo deben ir líneas de término y de definición</translation>
        </message>
        <message>
            <source>no file named &apos;{name}&apos; in this folder; is the name misspelt?</source>
            <translation>el manifiesto menciona {name}, pero no hay ningún archivo con ese nombre en su carpeta; ¿está mal escrito el nombre?</translation>
        </message>
        <message>
            <source>no source files given</source>
            <translation>no se indicó ningún archivo de origen</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>el archivo no existe</translation>
        </message>
        <message>
            <source>no such folder</source>
            <translation>la carpeta no existe</translation>
        </message>
        <message>
            <source>not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>el texto no está en español ni en portugués; si está en uno de ellos, indique cuál en {manifest}</translation>
        </message>
        <message>
            <source>not UTF-8 text (byte 0x{byte:02x} at column {column}); save the file as UTF-8</source>
            <translation>el texto no está en UTF-8 (byte 0x{byte:02x} en la columna {column}); guarde el archivo como UTF-8</translation>
        </message>
        <message>
            <source>not UTF-8 text; save the table as UTF-8 CSV</source>
            <translation>la tabla no es texto UTF-8; guárdela como CSV UTF-8</translation>
        </message>
        <message>
            <source>not a TBX file: the root element is &lt;{name}&gt;, not &lt;tbx&gt; or &lt;martif&gt;</source>
            <translation>no es un archivo TBX: su elemento raíz es &lt;{name}&gt;, no &lt;tbx&gt; ni &lt;martif&gt;</translation>
        </message>
        <message>
            <source>not a glossary database</source>
            <translation>no es una base de datos de glosario</translation>
        </message>
        <message>
            <source>not a glossary database ({detail})</source>
            <translation>no es una base de datos de glosario ({detail})</translation>
        </message>
        <message>
            <source>not a glossary database of this app&apos;s version ({detail}); rebuild it with &apos;glossary-desktop build-db&apos;</source>
            <translation>no es una base de datos de glosario de la versión de esta aplicación ({detail}); vuelva a generarla con «glossary-desktop build-db»</translation>
        </message>
        <message>
            <source>not a regular file (a device, a pipe…)</source>
            <translation>no es un archivo normal (un dispositivo, una tubería…)</translation>
        </message>
        <message>
            <source>not a regular file, not a glossary database</source>
            <translation>no es un archivo normal ni una base de datos de glosario</translation>
        </message>
        <message>
            <source>not a table or text: it looks like a {kind} file</source>
            <translation>no es una tabla ni un texto: parece un archivo {kind}</translation>
        </message>
        <message>
            <source>not an SQLite database (empty or another kind of file)</source>
            <translation>no es una base de datos SQLite (está vacía o es otro tipo de archivo)</translation>
        </message>
        <message>
            <source>not well-formed XML at column {column}</source>
            <translation>el XML no está bien formado (columna {column})</translation>
        </message>
        <message>
            <source>refused: the file declares the XML entity &apos;{name}&apos; (entities are never expanded, for safety)</source>
            <translation>rechazado: el archivo declara la entidad XML «{name}» (por seguridad, las entidades nunca se expanden)</translation>
        </message>
        <message>
            <source>refused: the file refers to an external resource (never read, for safety)</source>
            <translation>rechazado: el archivo hace referencia a un recurso externo (por seguridad, nunca se lee)</translation>
        </message>
        <message>
            <source>row {row} has a Portuguese definition or synonym but no Portuguese term</source>
            <translation>la fila {row} tiene una definición o un sinónimo en portugués, pero ningún término en portugués</translation>
        </message>
        <message>
            <source>row {row} has a Spanish definition or synonym but no Spanish term</source>
            <translation>la fila {row} tiene una definición o un sinónimo en español, pero ningún término en español</translation>
        </message>
        <message>
            <source>row {row} has a definition or synonym but no term in that language</source>
            <translation>la fila {row} tiene una definición o un sinónimo, pero ningún término en ese idioma</translation>
        </message>
        <message>
            <source>row {row} has {count} fields, the header has {limit} (a delimiter inside an unquoted field?)</source>
            <translation>la fila {row} tiene {count} campos, pero el encabezado tiene {limit} (¿un delimitador dentro de un campo sin comillas?)</translation>
        </message>
        <message>
            <source>term &apos;{term}&apos; has no definition</source>
            <translation>el término «{term}» no tiene definición</translation>
        </message>
        <message>
            <source>term &apos;{term}&apos; has no letters or digits</source>
            <translation>el término «{term}» no tiene letras ni dígitos</translation>
        </message>
        <message>
            <source>term line too long ({length:,} characters; at most {limit}); is a definition missing above it?</source>
            <translation>la línea del término es demasiado larga ({length:,} caracteres; como máximo {limit}); ¿falta una definición encima?</translation>
        </message>
        <message>
            <source>the disk could not read the file</source>
            <translation>el disco no pudo leer el archivo</translation>
        </message>
        <message>
            <source>the file is a loop of symbolic links</source>
            <translation>el archivo es un bucle de enlaces simbólicos</translation>
        </message>
        <message>
            <source>the file name is not UTF-8 text; rename the file</source>
            <translation>el nombre del archivo no es texto válido (UTF-8); cambie el nombre del archivo</translation>
        </message>
        <message>
            <source>the first row is blank (expected a header row: es, pt, …)</source>
            <translation>la primera fila está en blanco (se esperaba una fila de encabezado con es, pt, …)</translation>
        </message>
        <message>
            <source>the header row has {count:,} columns, at most {limit:,}</source>
            <translation>la fila de encabezado tiene {count:,} columnas; como máximo {limit:,}</translation>
        </message>
        <message>
            <source>unknown column &apos;{name}&apos; (after a language code come: {known})</source>
            <translation>la columna «{name}» no es ninguna de las conocidas (tras un código de idioma van: {known})</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; does not say its language: name it &apos;Spanish {name}&apos; or &apos;Portuguese {name}&apos;</source>
            <translation>la columna «{name}» no dice de qué idioma es: llámela «{name} (es)» o «{name} (pt)»</translation>
        </message>
        <message>
            <source>unknown key &apos;{key}&apos; (known: {known})</source>
            <translation>el manifiesto tiene la clave desconocida «{key}» (las claves válidas son: {known})</translation>
        </message>
        <message>
            <source>you have no permission to read the file</source>
            <translation>no tiene permiso para leer el archivo</translation>
        </message>
        <message>
            <source>{encoding} text; save the file as UTF-8</source>
            <translation>el texto está guardado como {encoding}; guarde el archivo como UTF-8</translation>
        </message>
        <message>
            <source>{name}: the volume {value} is not a string (put it in quotes)</source>
            <translation>el manifiesto asigna a {name} el volumen {value}, que no es texto (escríbalo entre comillas)</translation>
        </message>
        <message>
            <source>{name}: unknown lang &apos;{value}&apos; (use es or pt)</source>
            <translation>el manifiesto asigna a {name} el idioma desconocido «{value}» (use es o pt)</translation>
        </message>
    </context>
    <context>
        <name>ExportDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/export_dialog.py" line="+46" />
            <location line="+73" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <location line="-67" />
            <source>TBX (term base exchange, v3)</source>
            <translation>TBX (intercambio de bases terminológicas, v3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>CSV (spreadsheet)</source>
            <translation>CSV (hoja de cálculo)</translation>
        </message>
        <message>
            <source>Anki deck (.apkg)</source>
            <translation>Mazo de Anki (.apkg)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Bookmarks, with their notes</source>
            <translation>&amp;Marcadores, con sus notas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The &amp;whole glossary</source>
            <translation>El glosario &amp;completo</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Export format</source>
            <translation>Formato de exportación</translation>
        </message>
        <message>
            <location line="+23" />
            <source>&amp;Format:</source>
            <translation>&amp;Formato:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export:</source>
            <translation>Exportar:</translation>
        </message>
        <message>
            <location line="+82" />
            <source>there are no bookmarks yet.</source>
            <translation>todavía no hay marcadores.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>none of the bookmarks is in this glossary any more.</source>
            <translation>ninguno de los marcadores está ya en este glosario.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an Anki card needs both languages, and none of these concepts has both. No file was written.</source>
            <translation>una tarjeta de Anki necesita los dos idiomas y ninguno de estos conceptos los tiene. No se escribió ningún archivo.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the glossary has no concepts. No file was written.</source>
            <translation>el glosario no tiene conceptos. No se escribió ningún archivo.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is nothing to export: {0}</source>
            <translation>No hay nada que exportar: {0}</translation>
        </message>
        <message>
            <location line="-101" />
            <source>No bookmarks yet: star a term (Ctrl+D) to add it.</source>
            <translation>Aún no hay marcadores: marque un término con la estrella (Ctrl+D) para añadirlo.</translation>
        </message>
        <message>
            <location line="+50" />
            <source>TBX files (*.tbx)</source>
            <translation>Archivos TBX (*.tbx)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>Anki decks (*.apkg)</source>
            <translation>Mazos de Anki (*.apkg)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Markdown files (*.md)</source>
            <translation>Archivos Markdown (*.md)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <source>ai</source>
            <comment>built-in glossary, file name</comment>
            <translation>ia</translation>
        </message>
        <message>
            <source>ai-glossary</source>
            <comment>built-in glossary, file name</comment>
            <translation>glosario-ia</translation>
        </message>
        <message>
            <source>bookmarks-{0}</source>
            <comment>file name; {0}: the glossary's</comment>
            <translation>marcadores-{0}</translation>
        </message>
        <message>
            <source>Anki text import (tab-separated)</source>
            <translation>Importación de texto de Anki (separada por tabuladores)</translation>
        </message>
        <message>
            <source>Anki text imports (*.txt)</source>
            <translation>Importaciones de texto de Anki (*.txt)</translation>
        </message>
        <message>
            <source>CSV separator</source>
            <translation>Separador del CSV</translation>
        </message>
        <message>
            <source>Semicolon (;)</source>
            <translation>Punto y coma (;)</translation>
        </message>
        <message>
            <source>Comma (,)</source>
            <translation>Coma (,)</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tabulador</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Separador:</translation>
        </message>
        <message>
            <source>Cells separated by semicolons, as spreadsheets set to Spanish or Portuguese expect.</source>
            <translation>Celdas separadas por punto y coma, como esperan las hojas de cálculo configuradas en español o portugués.</translation>
        </message>
        <message>
            <source>Cells separated by commas, as spreadsheets set to English expect.</source>
            <translation>Celdas separadas por comas, como esperan las hojas de cálculo configuradas en inglés.</translation>
        </message>
        <message>
            <source>Cells separated by tabs, which every spreadsheet reads.</source>
            <translation>Celdas separadas por tabuladores, que toda hoja de cálculo lee.</translation>
        </message>
    </context>
    <context>
        <name>ExportJob</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/export_job.py" line="+125" />
            <source>Spanish</source>
            <translation>español</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portuguese</source>
            <translation>portugués</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A {0} synonym of “{1}” contains “{2}”, which separates synonyms in a CSV file: export as TBX instead.</source>
            <translation>Un sinónimo en {0} de «{1}» contiene «{2}», que separa los sinónimos en un archivo CSV: exporte en TBX.</translation>
        </message>
        <message>
            <location line="-63" />
            <source>Exporting to {0}…</source>
            <translation>Exportando a {0}…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <location line="+69" />
            <source>Could not write {0}: the disk is full. Free some space and try again.</source>
            <translation>No se pudo escribir {0}: el disco está lleno. Libere espacio e inténtelo de nuevo.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Could not write {0}: that folder cannot be written to. Choose another one.</source>
            <translation>No se pudo escribir {0}: no se puede escribir en esa carpeta. Elija otra.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Could not write {0} ({1}).</source>
            <translation>No se pudo escribir {0} ({1}).</translation>
        </message>
        <message>
            <source>Could not write {0}: it is the file this export reads. Choose another name.</source>
            <translation>No se pudo escribir {0}: es el archivo que lee esta exportación. Elija otro nombre.</translation>
        </message>
        <message>
            <source>Could not write {0}: it is not a regular file (a device or a pipe). Choose another name.</source>
            <translation>No se pudo escribir {0}: no es un archivo normal (es un dispositivo o una tubería). Elija otro nombre.</translation>
        </message>
    </context>
    <context>
        <name>ImportErrors</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/import_errors.py" line="+33" />
            <source>{0}, line {1}: {2}</source>
            <translation>{0}, línea {1}: {2}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/import_job.py" line="+56" />
            <source>Importing {0}…</source>
            <extracomment>What the build did (set in the worker thread, read once ``imported`` fires).</extracomment>
            <translation>Importando {0}…</translation>
        </message>
        <message>
            <source>The import stopped unexpectedly ({0}). No glossary was added.</source>
            <translation>La importación se detuvo inesperadamente ({0}). No se añadió ningún glosario.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import glossary</source>
            <translation>Importar glosario</translation>
        </message>
        <message>
            <location line="+39" />
            <location line="+21" />
            <source>The glossary could not be saved ({0}).</source>
            <translation>No se pudo guardar el glosario ({0}).</translation>
        </message>
        <message>
            <location line="-16" />
            <source>A glossary named “{0}” already exists.</source>
            <translation>Ya existe un glosario llamado «{0}».</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” cannot name a glossary.</source>
            <translation>«{0}» no puede ser el nombre de un glosario.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>There is no glossary named “{0}”.</source>
            <translation>No hay ningún glosario llamado «{0}».</translation>
        </message>
        <message>
            <location line="-16" />
            <source>The glossary could not be saved: the disk is full. Free some space and try again.</source>
            <translation>No se pudo guardar el glosario: el disco está lleno. Libere espacio e inténtelo de nuevo.</translation>
        </message>
    </context>
    <context>
        <name>ImportReport</name>
        <message numerus="yes">
            <location filename="../../glossary_desktop/ui/library/import_report.py" line="+37" />
            <source>“{0}” imported. Concepts: %Ln, {1} in both languages.</source>
            <translation>
                <numerusform>«{0}» importado. Conceptos: %Ln, {1} en ambos idiomas.</numerusform>
                <numerusform>«{0}» importado. Conceptos: %Ln, {1} en ambos idiomas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Entries that could not be paired with a translation (kept in one language): %Ln.</source>
            <translation>
                <numerusform>Entradas que no se pudieron emparejar con una traducción (se conservan en un solo idioma): %Ln.</numerusform>
                <numerusform>Entradas que no se pudieron emparejar con una traducción (se conservan en un solo idioma): %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Could not pair:</source>
            <translation>No se pudieron emparejar:</translation>
        </message>
        <message numerus="yes">
            <source>Entries paired by position, between two pairs (to be checked): %Ln.</source>
            <translation>
                <numerusform>Entradas emparejadas por su posición, entre dos pares (para revisar): %Ln.</numerusform>
                <numerusform>Entradas emparejadas por su posición, entre dos pares (para revisar): %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paired by position:</source>
            <translation>Emparejadas por posición:</translation>
        </message>
        <message>
            <source>{0} = {1}</source>
            <translation>{0} = {1}</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{0}, line {1}: {2}</source>
            <translation>{0}, línea {1}: {2}</translation>
        </message>
        <message numerus="yes">
            <location line="-11" />
            <source>Lines of the files corrected: %Ln.</source>
            <translation>
                <numerusform>Líneas de los archivos corregidas: %Ln.</numerusform>
                <numerusform>Líneas de los archivos corregidas: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Corrected:</source>
            <translation>Corregido:</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Concepts left out, with no Spanish or Portuguese term: %Ln.</source>
            <translation>
                <numerusform>Conceptos omitidos, sin término en español ni en portugués: %Ln.</numerusform>
                <numerusform>Conceptos omitidos, sin término en español ni en portugués: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>invisible characters removed ({0})</source>
            <translation>caracteres invisibles eliminados ({0})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” repeats line {1} with the same definition: kept once</source>
            <translation>«{0}» repite la línea {1} con la misma definición: se conserva una vez</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” is also at line {1} with another definition: kept as two concepts</source>
            <translation>«{0}» también está en la línea {1} con otra definición: se conserva como dos conceptos</translation>
        </message>
        <message numerus="yes">
            <source>Concepts left out, with a term longer than {0} characters: %Ln.</source>
            <translation>
                <numerusform>Conceptos omitidos, con un término de más de {0} caracteres: %Ln.</numerusform>
                <numerusform>Conceptos omitidos, con un término de más de {0} caracteres: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Omitido:</translation>
        </message>
        <message>
            <source>“{0}” has {1} characters</source>
            <translation>«{0}» tiene {1} caracteres</translation>
        </message>
        <message>
            <source>It has no bookmarks yet: star a term (Ctrl+D) to add one.</source>
            <translation>Aún no tiene marcadores: marque un término con la estrella (Ctrl+D) para añadir uno.</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/menu.py" line="+148" />
            <source>The glossary “{0}” was removed or renamed by another window or command. The built-in glossary opens instead.</source>
            <translation>Otra ventana o comando eliminó o renombró el glosario «{0}». Se abre en su lugar el glosario incluido.</translation>
        </message>
        <message>
            <location line="-74" />
            <source>&amp;Import glossary…</source>
            <extracomment>What the import dialog offers, and what a drop accepts. The name of the glossary to open ("" for the built-in one).</extracomment>
            <translation>&amp;Importar glosario…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Add a glossary of your own from TBX, CSV or text files</source>
            <translation>Añadir un glosario propio a partir de archivos TBX, CSV o de texto</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>&amp;Rename this glossary…</source>
            <translation>&amp;Renombrar este glosario…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Re&amp;move this glossary…</source>
            <translation>&amp;Quitar este glosario…</translation>
        </message>
        <message>
            <location line="+5" />
            <source>G&amp;lossaries</source>
            <translation>G&amp;losarios</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+132" />
            <source>Built-in glossary</source>
            <translation>Glosario incluido</translation>
        </message>
        <message>
            <location line="-104" />
            <location line="+8" />
            <source>Rename glossary</source>
            <translation>Renombrar glosario</translation>
        </message>
        <message>
            <location line="-8" />
            <source>New name:</source>
            <translation>Nuevo nombre:</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Remove the glossary “{0}” and its bookmarks? This cannot be undone.</source>
            <translation>¿Quitar el glosario «{0}» y sus marcadores? No se puede deshacer.</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+2" />
            <source>Remove glossary</source>
            <translation>Quitar glosario</translation>
        </message>
        <message>
            <location line="+24" />
            <location line="+12" />
            <location line="+11" />
            <source>Import glossary</source>
            <translation>Importar glosario</translation>
        </message>
        <message>
            <location line="-22" />
            <source>Glossaries ({0})</source>
            <translation>Glosarios ({0})</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Bookmarks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+8" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message numerus="yes">
            <source>Concepts exported to {0}: %Ln</source>
            <translation>
                <numerusform>Se exportó %Ln concepto a {0}</numerusform>
                <numerusform>Se exportaron %Ln conceptos a {0}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%Ln left out: a card needs both languages)</source>
            <translation>
                <numerusform>(%Ln omitido: una tarjeta necesita ambos idiomas)</numerusform>
                <numerusform>(%Ln omitidos: una tarjeta necesita ambos idiomas)</numerusform>
            </translation>
        </message>
        <message>
            <location line="-124" />
            <location line="+146" />
            <source>Glossaries</source>
            <translation>Glosarios</translation>
        </message>
        <message>
            <source>The bookmarks of “{0}” were saved to {1} before it was removed: File &gt; Import bookmarks… brings them back.</source>
            <translation>Los marcadores de «{0}» se guardaron en {1} antes de eliminarlo: Archivo &gt; Importar marcadores… los recupera.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/menu.py" line="+1" />
            <source>A backup of its bookmarks is saved in your data folder before it goes.</source>
            <translation>Antes se guarda una copia de sus marcadores en tu carpeta de datos.</translation>
        </message>
    </context>
    <context>
        <name>LimitedNoteEdit</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/note_limit.py" line="+46" />
            <source>1 character was not added: the note is at its {0}-character limit</source>
            <translation>No se añadió 1 carácter: la nota está en su límite de {0} caracteres</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{1} characters were not added: the note is at its {0}-character limit</source>
            <translation>No se añadieron {1} caracteres: la nota está en su límite de {0} caracteres</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../glossary_desktop/ui/window/main_window.py" line="+222" />
            <source>Glossary Desktop</source>
            <extracomment>File &gt; Import/Export and the Glossaries menu (set by app.build_window). Closing with a note that cannot be saved: whether to close anyway (given why it failed). Not asked when the close cannot wait (``False``: a stop signal, a switch of glossary). Attributes, so that automation can answer.</extracomment>
            <translation>Glossary Desktop</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} — Glossary Desktop</source>
            <translation>{0} — Glossary Desktop</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <location filename="../../glossary_desktop/ui/window/menus.py" line="+16" />
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&amp;Go</source>
            <translation>&amp;Ir</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Bookmarks</source>
            <translation>&amp;Marcadores</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Navigation</source>
            <translation>Navegación</translation>
        </message>
    </context>
    <context>
        <name>NoteCellEdit</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/delegate.py" line="+47" />
            <source>Note</source>
            <extracomment>Space above and below a row's lines (px): the style measures wrapped text without it, and the expanded row's first and last lines were cut. The note it edits, wherever its row moves while it is open.</extracomment>
            <translation>Nota</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your note on this bookmark; Enter starts a new line, Ctrl+Enter saves it, Esc cancels</source>
            <translation>Su nota sobre este marcador; Intro empieza una línea nueva, Ctrl+Intro la guarda, Esc cancela</translation>
        </message>
    </context>
    <context>
        <name>NoteEditor</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/note_editor.py" line="+58" />
            <source>Note</source>
            <extracomment>Quiet time after a keystroke before the note is saved: one write per pause, not one per letter, and little to lose if the app dies. Lines of text the editor shows before it scrolls. Notes that could not be saved when the user moved to another concept, by slug: shown again (unsaved) there, and tried again on close.</extracomment>
            <translation>Nota</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your note on the term shown, saved as you type; writing one bookmarks the term</source>
            <translation>Su nota sobre el término mostrado, guardada mientras escribe; escribir una añade el término a marcadores</translation>
        </message>
        <message>
            <location line="+110" />
            <source>Your note on this term (saved as you type)</source>
            <translation>Su nota sobre este término (se guarda mientras escribe)</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Bookmarks are read-only: no note can be written here</source>
            <translation>Los marcadores son de solo lectura: aquí no se puede escribir una nota</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Write a note here to bookmark this term with it</source>
            <translation>Escriba aquí una nota para añadir este término a marcadores con ella</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Too long to edit here</source>
            <translation>Demasiado larga para editarla aquí</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bookmark with this name is about another concept</source>
            <translation>El marcador con este nombre es de otro concepto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Read-only</source>
            <translation>Solo lectura</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Editing…</source>
            <translation>Editando…</translation>
        </message>
        <message>
            <location line="-2" />
            <source>A note has at most {0} characters</source>
            <translation>Una nota tiene como máximo {0} caracteres</translation>
        </message>
        <message>
            <location line="-79" />
            <location line="+100" />
            <source>Not saved</source>
            <translation>No guardada</translation>
        </message>
        <message>
            <location line="-167" />
            <source>MY &amp;NOTE</source>
            <translation>MI &amp;NOTA</translation>
        </message>
        <message>
            <location line="+171" />
            <source>Saved</source>
            <translation>Guardada</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Note not saved</source>
            <translation>Nota no guardada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{0}

Close anyway? What you typed in the note will be lost.</source>
            <translation>{0}

¿Cerrar de todos modos? Se perderá lo que escribió en la nota.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Keep Open</source>
            <translation>Mantener abierta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close Anyway</source>
            <translation>Cerrar de todos modos</translation>
        </message>
    </context>
    <context>
        <name>OverviewModel</name>
        <message>
            <location filename="../../glossary_desktop/models/overview.py" line="+51" />
            <source>Similarity</source>
            <extracomment>Columns: similarity, Spanish term, Portuguese term. Concepts between two progress reports.</extracomment>
            <translation>Similitud</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Spanish</source>
            <translation>Español</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese</source>
            <translation>Portugués</translation>
        </message>
        <message>
            <source>Differences</source>
            <translation>Diferencias</translation>
        </message>
    </context>
    <context>
        <name>PaneText</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/concept_text.py" line="+49" />
            <source>Spanish</source>
            <translation>Español</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese</source>
            <translation>Portugués</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Spanish entry</source>
            <translation>Entrada en español</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese entry</source>
            <translation>Entrada en portugués</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No Spanish entry for this term</source>
            <translation>Este término no tiene entrada en español</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No Portuguese entry for this term</source>
            <translation>Este término no tiene entrada en portugués</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Synonyms</source>
            <translation>Sinónimos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Subject field</source>
            <translation>Área temática</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Context</source>
            <translation>Contexto</translation>
        </message>
        <message numerus="yes">
            <location line="+19" />
            <source>Show the whole definition (%Ln characters)</source>
            <translation>
                <numerusform>Mostrar la definición completa (%Ln carácter)</numerusform>
                <numerusform>Mostrar la definición completa (%Ln caracteres)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/preferences.py" line="+51" />
            <source>&amp;Language</source>
            <extracomment>Something to tell the user in the status bar.</extracomment>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System default</source>
            <translation>Predeterminado del sistema</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Follow the system</source>
            <translation>Según el sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <location line="+33" />
            <source>The new language is used the next time you open Glossary Desktop.</source>
            <translation>El nuevo idioma se usará la próxima vez que abra Glossary Desktop.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/qt_words.py" line="+28" />
            <source>Change to detail view mode</source>
            <translation>Cambiar a modo de vista detallada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Change to list view mode</source>
            <translation>Cambiar a modo de vista de lista</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All Files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>El archivo %1 ya existe.
¿Desea reemplazarlo?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
No se encontró el archivo.
Compruebe que el nombre del archivo es correcto.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>¿Seguro que desea borrar «%1»?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>«%1» está protegido contra escritura.
¿Desea borrarlo de todos modos?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Could not delete directory.</source>
            <translation>No se pudo borrar la carpeta.</translation>
        </message>
        <message>
            <location line="-20" />
            <source>&amp;Look in:</source>
            <translation>&amp;Ver en:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Files of &amp;type:</source>
            <translation>Archivos de &amp;tipo:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>File &amp;name:</source>
            <translation>&amp;Nombre de archivo:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show &amp;hidden files</source>
            <translation>Mostrar los archivos &amp;ocultos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Files</source>
            <translation>Archivos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Delete</source>
            <translation>&amp;Borrar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rename</source>
            <translation>Cambia&amp;r de nombre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Detail View</source>
            <translation>Vista detallada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>List View</source>
            <translation>Vista de lista</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location line="+12" />
            <source>Delete</source>
            <translation>Borrar</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location line="+1" />
            <source>Delete</source>
            <translation>Borrar</translation>
        </message>
    </context>
    <context>
        <name>SearchBar</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+137" />
            <source>Search Spanish and Portuguese terms and definitions  (Ctrl+L)</source>
            <extracomment>The filters changed (run the search again at once).</extracomment>
            <translation>Buscar términos y definiciones en español y portugués  (Ctrl+L)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Which terms</source>
            <translation>Qué términos</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Which terms to list</source>
            <translation>Qué términos mostrar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All terms</source>
            <translation>Todos los términos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both languages</source>
            <translation>En ambos idiomas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Missing Portuguese</source>
            <translation>Sin portugués</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Missing Spanish</source>
            <translation>Sin español</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmarked only</source>
            <translation>Solo marcadores</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Volume</source>
            <translation>Volumen</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Which source volume to list</source>
            <translation>Qué volumen de origen mostrar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All volumes</source>
            <translation>Todos los volúmenes</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>Which glossary of the library to search</source>
            <translation>En qué glosario de la biblioteca buscar</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>All glossaries</source>
            <translation>Todos los glosarios</translation>
        </message>
    </context>
    <context>
        <name>SearchController</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/controller.py" line="+91" />
            <source>No terms match these filters.</source>
            <extracomment>Quiet time after a keystroke before searching: fast typists type ~8 keys a second. Results listed for one query; more is noise for a person reading. A search ran: the text and how many rows the list now has. Why the last search listed nothing (markup for the notice and the panes). The language the full list is in alphabetical order of (a list header's click); search results are ranked whatever it is. The spelling the last search's results stand for when the typed one found nothing ("paralelismo" for "paralelsmo"), else "". Whether the last search listed another query, filter or order than the one before (not the same list refreshed, as a bookmark change does).</extracomment>
            <translation>Ningún término coincide con estos filtros.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>No results for “{0}”.</source>
            <translation>No hay resultados para «{0}».</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No results for “{0}” with these filters.</source>
            <translation>No hay resultados para «{0}» con estos filtros.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Did you mean:</source>
            <translation>Quizá quiso decir:</translation>
        </message>
    </context>
    <context>
        <name>SearchLineEdit</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="-130" />
            <source>Search</source>
            <extracomment>The scope combo's extra entry: bookmarked concepts only (a slug filter, not a Scope). Characters the search box keeps at any width (a two-word query), and the few a filter is cut down to first when the window is narrow ("Todos os…").</extracomment>
            <translation>Buscar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Type to search terms and definitions in Spanish and Portuguese</source>
            <translation>Escriba para buscar términos y definiciones en español y portugués</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+1" />
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
    </context>
    <context>
        <name>SearchResults</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/results.py" line="+68" />
            <source>Search results are in order of relevance; clear the search to list the terms alphabetically by that language.</source>
            <translation>Los resultados de la búsqueda están ordenados por relevancia; borre la búsqueda para ver los términos en orden alfabético de ese idioma.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/help.py" line="-89" />
            <location line="+4" />
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <location line="+25" />
            <source>In a text box (the search, a note), {0} undoes your typing; {1} undoes the last star added or removed from anywhere (the look-up popup's too), as does Undo in the status bar after a removal.</source>
            <translation>En un cuadro de texto (la búsqueda, una nota), {0} deshace lo que escribió; {1} deshace desde cualquier lugar el último marcador añadido o quitado (también el de la ventana de consulta), igual que Deshacer en la barra de estado tras quitar uno.</translation>
        </message>
        <message>
            <source>The look-up popup never takes the focus from the program you type in: Esc closes it once you have moved the pointer onto it (it then has the keys until the pointer leaves it); moving the pointer away or clicking elsewhere closes it too.</source>
            <translation>La ventana de consulta nunca quita el foco al programa en el que escribe: Esc la cierra una vez que ha movido el puntero sobre ella (entonces recibe las teclas hasta que el puntero sale); alejar el puntero o hacer clic en otro lugar también la cierra.</translation>
        </message>
    </context>
    <context>
        <name>TermHeader</name>
        <message>
            <location filename="../../glossary_desktop/ui/termlist/header.py" line="+34" />
            <source>Term list columns</source>
            <translation>Columnas de la lista de términos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarked, Spanish and Portuguese; click a language to list the terms alphabetically by it</source>
            <translation>Marcado, español y portugués; haga clic en un idioma para ver los términos en orden alfabético de ese idioma</translation>
        </message>
    </context>
    <context>
        <name>TermListModel</name>
        <message>
            <location filename="../../glossary_desktop/models/term_list.py" line="+199" />
            <source>Spanish</source>
            <extracomment>The concept id of a row (int). Matched spans of the cell's term, for highlighting (tuple[Span, ...]). The concept's slug (str). Star cell: whether the concept is bookmarked; term cell: whether the entry exists (bool). The view's delegate picks colours from it: models stay QtCore. Everything the delegate paints of a cell, in one call (:class:`Cell`). Rows fetched per query (a screenful or so: the first screen waits for its page, and a larger page costs more on a cold cache), and pages kept: some thirty screens of scrolling. The language of each column, by column number (the star column has none). Every role :meth:`TermListModel.data` answers, as plain ints. A delegate asks about a dozen roles per cell and paint, most of which no row has: those are answered before any row or enum lookup (about a thousand calls per screen). The roles a term cell answers with one part of its :class:`Cell`. Header roles answered, as plain ints: the header asks a dozen roles per section each time it paints (after every search), and most have no answer.</extracomment>
            <translation>Español</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Portuguese</source>
            <translation>Portugués</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Bookmarked</source>
            <translation>Marcado</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Remove bookmark</source>
            <translation>Quitar marcador</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bookmark this term</source>
            <translation>Añadir a marcadores</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No entry in this language</source>
            <translation>Sin entrada en este idioma</translation>
        </message>
        <message>
            <location line="+16" />
            <source>form: %1</source>
            <translation>forma: %1</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/models/term_list.py" line="+1" />
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
    </context>
    <context>
        <name>TermListView</name>
        <message>
            <location filename="../../glossary_desktop/ui/termlist/view.py" line="+72" />
            <source>Terms</source>
            <extracomment>The fewest characters of a term the list shows where the window has room for that (a small window beside the bookmarks panel): enough to tell terms apart. The mouse's extra buttons walk the window's history, not the list. The star cell of a row was clicked (row). Ctrl+C: copy the current concept (not the current cell's text). A letter typed in the list: it belongs in the search box (the text). A language column's header was clicked: list in that language's order. :meth:`show_now` has put the list's new rows on screen.</extracomment>
            <translation>Términos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Matching terms, Spanish and Portuguese; a star marks a bookmark</source>
            <translation>Términos encontrados, en español y portugués; una estrella indica un marcador</translation>
        </message>
        <message>
            <location line="+29" />
            <source>ES</source>
            <comment>Spanish, in a column header too narrow for the name</comment>
            <extracomment>"No results" and "Did you mean", over the rows while the list is empty.</extracomment>
            <translation>ES</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PT</source>
            <comment>Portuguese, in a column header too narrow for the name</comment>
            <translation>PT</translation>
        </message>
    </context>
    <context>
        <name>UndoNotice</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/notice.py" line="+38" />
            <source>&amp;Undo</source>
            <extracomment>How long the notice stays; Edit &gt; Undo works after it too. Where the focus was when the notice showed: it goes back there when the notice goes with the focus on its button (else Qt picks the next widget).</extracomment>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Bookmark removed: {0}</source>
            <translation>Marcador quitado: {0}</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <location filename="../../glossary_desktop/ui/window/actions.py" line="+54" />
            <source>&amp;Back</source>
            <extracomment>Undoes a bookmark's removal with the focus in a text box too (which keeps Ctrl+Z).</extracomment>
            <translation>&amp;Atrás</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back (Alt+Left)</source>
            <translation>Atrás (Alt+Izquierda)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Forward</source>
            <translation>A&amp;delante</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Forward (Alt+Right)</source>
            <translation>Adelante (Alt+Derecha)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Bookmark</source>
            <translation>&amp;Marcador</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmark this term (Ctrl+D)</source>
            <translation>Añadir este término a marcadores (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo the last bookmark removal (Ctrl+Z; Ctrl+Alt+Z in a text box)</source>
            <translation>Restaurar el último marcador quitado (Ctrl+Z; Ctrl+Alt+Z en un cuadro de texto)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Search</source>
            <translation>&amp;Buscar</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go to the search box</source>
            <translation>Ir al cuadro de búsqueda</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Show bookmarks</source>
            <translation>Mo&amp;strar marcadores</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;both languages</source>
            <translation>Copiar &amp;ambos idiomas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Actual size</source>
            <translation>Ta&amp;maño real</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show &amp;differences</source>
            <translation>Mostrar &amp;diferencias</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Compare all…</source>
            <translation>&amp;Comparar todo…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every concept in both languages, the most different first</source>
            <translation>Todos los conceptos en ambos idiomas, los más distintos primero</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Portuguese first</source>
            <translation>&amp;Portugués primero</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show Portuguese before Spanish, in the list and the panes</source>
            <translation>Mostrar el portugués antes que el español, en la lista y en los paneles</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Glossary Desktop</source>
            <translation>&amp;Acerca de Glossary Desktop</translation>
        </message>
        <message>
            <source>Look up &amp;selected text</source>
            <translation>C&amp;onsultar el texto seleccionado</translation>
        </message>
        <message>
            <source>Show the concept of the words selected in any program beside the pointer</source>
            <translation>Mostrar junto al puntero el concepto de las palabras seleccionadas en cualquier programa</translation>
        </message>
        <message>
            <source>Mark where the two languages do not say the same thing</source>
            <translation>Marcar dónde los dos idiomas no dicen lo mismo</translation>
        </message>
        <message>
            <source>&amp;Next difference</source>
            <translation>Diferencia &amp;siguiente</translation>
        </message>
        <message>
            <source>Go to the next difference, in Compare all's next concept after the last (F8)</source>
            <translation>Ir a la diferencia siguiente; tras la última, al concepto siguiente de Comparar todo (F8)</translation>
        </message>
        <message>
            <source>Pre&amp;vious difference</source>
            <translation>Diferencia a&amp;nterior</translation>
        </message>
        <message>
            <source>Go to the previous difference (Shift+F8)</source>
            <translation>Ir a la diferencia anterior (Mayús+F8)</translation>
        </message>
    </context>
    <context>
        <name>WindowStatus</name>
        <message>
            <location filename="../../glossary_desktop/ui/window/status.py" line="+68" />
            <source>1 result</source>
            <extracomment>How long a passing message stays (ms).</extracomment>
            <translation>1 resultado</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{0} results</source>
            <translation>{0} resultados</translation>
        </message>
        <message>
            <location line="+2" />
            <source>1 term listed</source>
            <translation>1 término en la lista</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{0} terms listed</source>
            <translation>{0} términos en la lista</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{0} terms · {1} in both languages</source>
            <translation>{0} términos · {1} en ambos idiomas</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Bookmarks cannot be saved</source>
            <translation>No se pueden guardar los marcadores</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Bookmarks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <location line="-24" />
            <source>1 term · {0} in both languages</source>
            <translation>1 término · {0} en ambos idiomas</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <location filename="../../glossary_desktop/app.py" line="+124" />
            <location line="+87" />
            <source>Cannot open the glossary</source>
            <translation>No se puede abrir el glosario</translation>
        </message>
    </context>
    <context>
        <name>LookupPopup</name>
        <message>
            <source>Open in window</source>
            <translation>Abrir en la ventana</translation>
        </message>
        <message>
            <source>Remove the bookmark</source>
            <translation>Quitar el marcador</translation>
        </message>
        <message>
            <source>Bookmark this term</source>
            <translation>Añadir este término a marcadores</translation>
        </message>
        <message>
            <source>{0} — Look up</source>
            <translation>{0} — Consulta</translation>
        </message>
    </context>
    <context>
        <name>LookupTray</name>
        <message>
            <source>Look up clipboard</source>
            <translation>Consultar el portapapeles</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Glossary Desktop</source>
            <translation>Glossary Desktop</translation>
        </message>
        <message>
            <source>Glossary Desktop is still running</source>
            <translation>Glossary Desktop sigue abierto</translation>
        </message>
        <message>
            <source>The look-up popup stays on. Quit from this icon's menu.</source>
            <translation>La ventana de consulta sigue activa. Para salir, use el menú de este icono.</translation>
        </message>
    </context>
    <context>
        <name>BookmarksImport</name>
        <message>
            <source>Import &amp;bookmarks…</source>
            <translation>Importar &amp;marcadores…</translation>
        </message>
        <message>
            <source>Merge bookmarks and notes from a backup (.json) or a CSV export</source>
            <translation>Combinar marcadores y notas de una copia de seguridad (.json) o de una exportación CSV</translation>
        </message>
        <message>
            <source>Import bookmarks</source>
            <translation>Importar marcadores</translation>
        </message>
        <message>
            <source>No bookmark was imported: {0}</source>
            <translation>No se importó ningún marcador: {0}</translation>
        </message>
        <message>
            <source>Bookmark files (*.json *.csv *.tsv)</source>
            <translation>Archivos de marcadores (*.json *.csv *.tsv)</translation>
        </message>
        <message numerus="yes">
            <source>Bookmarks read: %Ln.</source>
            <translation>
                <numerusform>%Ln marcador leído.</numerusform>
                <numerusform>%Ln marcadores leídos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Added: {0}; notes taken from the file: {1}; already here: {2}; with another note here: {3}.</source>
            <translation>Añadidos: {0}; notas tomadas del archivo: {1}; ya estaban: {2}; con otra nota aquí: {3}.</translation>
        </message>
        <message>
            <source>newer</source>
            <translation>más reciente</translation>
        </message>
        <message>
            <source>the other has no date</source>
            <translation>la otra no tiene fecha</translation>
        </message>
        <message>
            <source>neither has a date</source>
            <translation>ninguna tiene fecha</translation>
        </message>
        <message>
            <source>same date</source>
            <translation>misma fecha</translation>
        </message>
        <message>
            <source>{0}: the file&apos;s note was kept ({1}); the note here was: {2}</source>
            <translation>{0}: se mantuvo la nota del archivo ({1}); la de aquí era: {2}</translation>
        </message>
        <message>
            <source>{0}: the note here was kept ({1}); the file&apos;s note was: {2}</source>
            <translation>{0}: se mantuvo la nota de aquí ({1}); la del archivo era: {2}</translation>
        </message>
        <message>
            <source>{0}: matched by its terms to {1}</source>
            <translation>{0}: asociado por sus términos a {1}</translation>
        </message>
        <message>
            <source>{0} ({1}): not in this glossary; kept, shown as no longer in it</source>
            <translation>{0} ({1}): no está en este glosario; se conserva, mostrado como ya no presente en él</translation>
        </message>
    </context>
    <context>
        <name>SheetPrinting</name>
        <message>
            <source>&amp;Print…</source>
            <translation>Im&amp;primir…</translation>
        </message>
        <message>
            <source>Export P&amp;DF…</source>
            <translation>Exportar P&amp;DF…</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Exportar PDF</translation>
        </message>
        <message>
            <source>Saved {0}</source>
            <translation>Guardado: {0}</translation>
        </message>
        <message>
            <source>Bookmarks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <source>Concept</source>
            <translation>Concepto</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados de la búsqueda</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>Built-in glossary</source>
            <translation>Glosario incluido</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>Español</translation>
        </message>
        <message>
            <source>Portuguese</source>
            <translation>Portugués</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>The concept shown</source>
            <translation>El concepto mostrado</translation>
        </message>
        <message>
            <source>The bookmarks, with their notes</source>
            <translation>Los marcadores, con sus notas</translation>
        </message>
        <message>
            <source>The list (search results)</source>
            <translation>La lista (resultados de la búsqueda)</translation>
        </message>
        <message>
            <source>Print:</source>
            <translation>Imprimir:</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Sources</name>
        <message>
            <location filename="../../glossary_desktop/models/sourced.py" line="+1" />
            <source>Built-in</source>
            <translation>Incluido</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/models/sourced.py" line="+1" />
            <source>Built-in glossary</source>
            <translation>Glosario incluido</translation>
        </message>
    </context>
    <context>
        <name>AlsoInView</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>From the glossary “{0}” of your library; its bookmarks are kept there.</source>
            <translation>Del glosario «{0}» de tu biblioteca; sus marcadores se guardan allí.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Also in:</source>
            <translation>También en:</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>different translation ({0}): {1}: {2}; this glossary: {3}</source>
            <translation>traducción distinta ({0}): {1}: {2}; este glosario: {3}</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Spanish</source>
            <translation>español</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Portuguese</source>
            <translation>portugués</translation>
        </message>
    </context>
    <context>
        <name>Removal</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>The bookmarks of “{0}” were saved to {1} before it was removed: File &gt; Import bookmarks… brings them back.</source>
            <translation>Los marcadores de «{0}» se guardaron en {1} antes de eliminarlo: Archivo &gt; Importar marcadores… los recupera.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>&amp;Export bookmarks first…</source>
            <translation>&amp;Exportar los marcadores antes…</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/file_dialogs.py" line="+1" />
            <source>Import glossary</source>
            <translation>Importar glosario</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/file_dialogs.py" line="+1" />
            <source>Glossaries ({0})</source>
            <translation>Glosarios ({0})</translation>
        </message>
    </context>
    <context>
        <name>Exporting</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/exporting.py" line="+1" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/exporting.py" line="+1" />
            <source>Built-in glossary</source>
            <translation>Glosario incluido</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/exporting.py" line="+1" />
            <source>Bookmarks</source>
            <translation>Marcadores</translation>
        </message>
    </context>
</TS>
