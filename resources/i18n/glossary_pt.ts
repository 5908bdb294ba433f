<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/help.py" line="+180" />
            <location line="+3" />
            <source>About Glossary Desktop</source>
            <translation>Sobre o Glossary Desktop</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Version</source>
            <translation>Versão</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Glossary built</source>
            <translation>Glossário gerado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Concepts</source>
            <translation>Conceitos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In both languages</source>
            <translation>Em ambos os idiomas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Spanish only</source>
            <translation>Só em espanhol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portuguese only</source>
            <translation>Só em português</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your bookmarks and settings</source>
            <translation>Seus favoritos e preferências</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Glossary Desktop</source>
            <translation>Glossary Desktop</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An offline reader for AI terminology in Spanish and Portuguese.</source>
            <translation>Um leitor offline de terminologia de IA em espanhol e português.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bundled components</source>
            <translation>Componentes incluídos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Glossary Desktop is free software under the MIT licence.</source>
            <translation>Glossary Desktop é software livre sob a licença MIT.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Public Domain</source>
            <translation>Domínio público</translation>
        </message>
    </context>
    <context>
        <name>BookmarkListModel</name>
        <message>
            <source>Glossary</source>
            <translation>Glossário</translation>
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
            <translation>Termos</translation>
        </message>
        <message>
            <location line="+38" />
            <source>{0} (no longer in the glossary)</source>
            <translation>{0} (não está mais no glossário)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (changed in the glossary)</source>
            <translation>{0} (mudou no glossário)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>This bookmark's term is not in the current glossary.</source>
            <translation>O termo deste favorito não está no glossário atual.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The glossary's concept with this name is not the one bookmarked (bookmarked: {0} | {1}, from {2}).</source>
            <translation>O conceito do glossário com este nome não é o que foi adicionado aos favoritos (adicionado: {0} | {1}, de {2}).</translation>
        </message>
    </context>
    <context>
        <name>BookmarkUndo</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/undo.py" line="+82" />
            <source>&amp;Undo {0}</source>
            <extracomment>Does a store write now; ``False`` if the store refused it (the writer said why). Removals kept for undo. Whether the store holds the removal: pushed after it was written. The last undo was written, yet the bookmark was not in the store after it.</extracomment>
            <translation>&amp;Desfazer {0}</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
    </context>
    <context>
        <name>BookmarksController</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/controller.py" line="+232" />
            <source>{0} (in {1})</source>
            <translation>{0} (em {1})</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/controller.py" line="+266" />
            <source>Not saved: this glossary's bookmarks file was removed or replaced by another program. Choose the glossary again in the Glossaries menu to reopen it.</source>
            <translation>Não foi salvo: outro programa removeu ou substituiu o arquivo de favoritos deste glossário. Escolha-o de novo no menu Glossários para reabri-lo.</translation>
        </message>
        <message>
            <location line="-153" />
            <source>Remove the bookmark (Ctrl+D)</source>
            <extracomment>How long a write from the window waits for another instance's write lock. How often the store is asked whether another instance committed. Tries again after a locked store, this often, this many times. The bookmarks on disk changed (here, or in another window or command). A line for the status bar (already translated). A write failed for good (already translated); the star did not change. A bookmark was removed and can be undone (its slug, and its name to show). A bookmark is about to be removed (its slug): a note still being typed for it is saved first, so that it goes with the bookmark and comes back on undo (else its save, a moment later, would bring the bookmark back).</extracomment>
            <translation>Remover dos favoritos (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmark this term (Ctrl+D)</source>
            <translation>Adicionar este termo aos favoritos (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Bookmark restored: {0}</source>
            <translation>Favorito restaurado: {0}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not restored: “{0}” is not in the bookmarks file after all.</source>
            <translation>Não foi restaurado: “{0}” não está no arquivo de favoritos.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>remove bookmark “{0}”</source>
            <translation>remoção do favorito “{0}”</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Bookmarks are busy in another window or command; trying again…</source>
            <translation>Os favoritos estão em uso em outra janela ou comando; tentando novamente…</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Bookmarks are still busy in another window or command; trying again…</source>
            <translation>Os favoritos continuam em uso em outra janela ou comando; tentando novamente…</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved.</source>
            <translation>Salvo.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Your bookmarks file {0} was made by a newer version of the app: it is shown read-only, and nothing will be saved to it.</source>
            <translation>Seu arquivo de favoritos {0} foi criado por uma versão mais recente do aplicativo: ele é mostrado somente para leitura e nada será salvo nele.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be read: {0} is not a regular file.</source>
            <translation>Não é possível ler os favoritos: {0} não é um arquivo comum.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: the folder {0} cannot be created ({1}).</source>
            <translation>Não é possível salvar os favoritos: não é possível criar a pasta {0} ({1}).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmarks cannot be saved: {0} is read-only.</source>
            <translation>Não é possível salvar os favoritos: {0} é somente leitura.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: {0} cannot be written ({1}).</source>
            <translation>Não é possível salvar os favoritos: não é possível gravar em {0} ({1}).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarks cannot be saved: {0} could not be opened ({1}).</source>
            <translation>Não é possível salvar os favoritos: não foi possível abrir {0} ({1}).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your bookmarks file could not be read ({1}); it was moved to {0} and a new, empty one was started.</source>
            <translation>Não foi possível ler seu arquivo de favoritos ({1}); ele foi movido para {0} e um novo, vazio, foi criado.</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Not saved: bookmarks are read-only.</source>
            <translation>Não foi salvo: os favoritos são somente leitura.</translation>
        </message>
        <message>
            <location line="-12" />
            <source>Not saved: the bookmarks file is busy in another window or command. Try again in a moment.</source>
            <translation>Não foi salvo: o arquivo de favoritos está em uso em outra janela ou comando. Tente novamente em instantes.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not saved: the disk is full.</source>
            <translation>Não foi salvo: o disco está cheio.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not saved: the bookmarks file could not be written.</source>
            <translation>Não foi salvo: não foi possível gravar o arquivo de favoritos.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not saved: the note is too long.</source>
            <translation>Não foi salvo: a nota é longa demais.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Not saved: {0}</source>
            <translation>Não foi salvo: {0}</translation>
        </message>
        <message>
            <source>Bookmarks cannot be saved: the disk holding {0} is full. Free some space and open the glossary again.</source>
            <translation>Não é possível salvar os favoritos: o disco que contém {0} está cheio. Libere espaço e abra o glossário novamente.</translation>
        </message>
        <message>
            <source>Not saved: this concept's entry in the glossary is not valid (a damaged or crafted glossary).</source>
            <translation>Não foi salvo: a entrada deste conceito no glossário não é válida (um glossário danificado ou adulterado).</translation>
        </message>
        <message>
            <source>add bookmark “{0}”</source>
            <translation>adição do favorito “{0}”</translation>
        </message>
        <message>
            <source>Bookmark taken back: {0}</source>
            <translation>Favorito desfeito: {0}</translation>
        </message>
        <message>
            <source>Not taken back: “{0}” is still in the bookmarks file.</source>
            <translation>Não foi desfeito: “{0}” continua no arquivo de favoritos.</translation>
        </message>
    </context>
    <context>
        <name>BookmarksDock</name>
        <message>
            <source>Glossary</source>
            <translation>Glossário</translation>
        </message>
        <message>
            <source>All glossaries</source>
            <translation>Todos os glossários</translation>
        </message>
        <message>
            <source>List the bookmarks of every glossary, or of one</source>
            <translation>Mostrar os favoritos de todos os glossários ou de um</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/dock.py" line="+119" />
            <location line="+70" />
            <source>Bookmarks</source>
            <extracomment>The terms' column's share of the table's width: two terms, one a line, want more room than the first line of a note (which the expanded row shows whole). Delete was pressed with no note being edited: remove the current row's bookmark. The table's size changed, or a click ended: time to lay out the expanded row. A mouse button is down: rows must not move under it (the click would end on another row, and open nothing). Open this bookmark's concept (slug). Remove this bookmark (slug). The close button was clicked: the dock hides next (the focus may still move).</extracomment>
            <translation>Favoritos</translation>
        </message>
        <message>
            <location line="-61" />
            <source>Bookmark order</source>
            <extracomment>The bookmark the panel asked to remove: when its row goes (at once, or after the store's lock is let go), the window shows the next one.</extracomment>
            <translation>Ordem dos favoritos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List bookmarks newest first or alphabetically</source>
            <translation>Listar os favoritos do mais recente ao mais antigo ou em ordem alfabética</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Newest first</source>
            <translation>Mais recentes primeiro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Alphabetical</source>
            <translation>Alfabética</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Remove</source>
            <translation>&amp;Remover</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Remove bookmark</source>
            <translation>Remover dos favoritos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Remove the selected bookmark and its note (Delete; Ctrl+Z undoes it)</source>
            <translation>Remover o favorito selecionado e sua nota (Delete; Ctrl+Z desfaz)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Click or Enter opens a bookmark; F2 edits its note; Delete removes it.</source>
            <extracomment>What the keys do: in the list, and while a note is edited.</extracomment>
            <translation>Um clique ou Enter abre um favorito; F2 edita a nota; Delete o remove.</translation>
        </message>
        <message>
            <location line="+47" />
            <source>Your bookmarked terms and their notes; a click or Enter opens one, F2 edits its note, Delete removes it</source>
            <translation>Seus termos favoritos e suas notas; um clique ou Enter abre um, F2 edita a nota, Delete o remove</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Bookmark columns</source>
            <translation>Colunas dos favoritos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each bookmark's terms and its note</source>
            <translation>Os termos de cada favorito e sua nota</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Enter starts a new line; Ctrl+Enter saves the note, Esc cancels.</source>
            <translation>Enter inicia uma nova linha; Ctrl+Enter salva a nota, Esc cancela.</translation>
        </message>
        <message>
            <source>No bookmarks in this glossary yet: star a term (Ctrl+D) to add it.</source>
            <translation>Ainda não há favoritos neste glossário: marque um termo com a estrela (Ctrl+D) para adicioná-lo.</translation>
        </message>
    </context>
    <context>
        <name>CompareAllDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/compare/all_pairs.py" line="+51" />
            <location line="+9" />
            <source>Compare all</source>
            <translation>Comparar tudo</translation>
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
                <numerusform>%Ln conceito em ambos os idiomas. Clique nele para abri-lo.</numerusform>
                <numerusform>%Ln conceitos em ambos os idiomas. Clique em um para abri-lo.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>The glossary could not be read: %1</source>
            <translation>Não foi possível ler o glossário: %1</translation>
        </message>
        <message>
            <source>The comparison stopped unexpectedly: %1</source>
            <translation>A comparação parou inesperadamente: %1</translation>
        </message>
        <message>
            <source>All concepts</source>
            <translation>Todos os conceitos</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>&amp;Mostrar:</translation>
        </message>
        <message>
            <source>Concepts in both languages, the most differences first; a click or Enter opens one</source>
            <translation>Conceitos em ambos os idiomas, os com mais diferenças primeiro; um clique ou Enter abre um</translation>
        </message>
        <message>
            <source>Concepts with a difference of this kind</source>
            <translation>Conceitos com uma diferença deste tipo</translation>
        </message>
    </context>
    <context>
        <name>CompareController</name>
        <message>
            <source>No further difference</source>
            <translation>Não há mais diferenças</translation>
        </message>
        <message>
            <source>No earlier difference</source>
            <translation>Não há diferenças anteriores</translation>
        </message>
    </context>
    <context>
        <name>ConceptView</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/concept_view.py" line="+86" />
            <source>The term and its definition; links open related concepts</source>
            <extracomment>Below this many average characters a line in each pane side by side, the panes stack (Spanish above Portuguese): a definition must stay readable, never broken mid-word, however narrow the window. Zoom steps from the default size; each is 10 %. A cross-reference was followed (the slug). A "Did you mean" spelling in a message was chosen (the word). The zoom step changed (new step).</extracomment>
            <translation>O termo e sua definição; os links abrem conceitos relacionados</translation>
        </message>
    </context>
    <context>
        <name>CorrectionLabel</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/results.py" line="+41" />
            <source>No results for “{0}”. Showing results for &lt;b&gt;{1}&lt;/b&gt;.</source>
            <translation>Nenhum resultado para “{0}”. Mostrando resultados para &lt;b&gt;{1}&lt;/b&gt;.</translation>
        </message>
    </context>
    <context>
        <name>DifferenceKinds</name>
        <message>
            <source>negation</source>
            <translation>negação</translation>
        </message>
        <message>
            <source>number</source>
            <translation>número</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>omissão</translation>
        </message>
        <message>
            <source>added</source>
            <translation>acréscimo</translation>
        </message>
        <message>
            <source>inconsistent term</source>
            <translation>termo inconsistente</translation>
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
            <translation>só o espanhol nega</translation>
        </message>
        <message>
            <location line="+1" />
            <source>only the Portuguese is negative</source>
            <translation>só o português nega</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not the same number, unit or symbol</source>
            <translation>não é o mesmo número, unidade ou símbolo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no counterpart in the Portuguese</source>
            <translation>sem equivalente no português</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no counterpart in the Spanish</source>
            <translation>sem equivalente no espanhol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>“{es}” is “{usual}” in {uses} other concepts</source>
            <translation>“{es}” é “{usual}” em outros {uses} conceitos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>“{pt}” translates “{usual}” in {uses} other concepts</source>
            <translation>“{pt}” traduz “{usual}” em outros {uses} conceitos</translation>
        </message>
    </context>
    <context>
        <name>DifferencesLegend</name>
        <message>
            <source>Differences between the two languages: F8 goes to the next, Shift+F8 to the previous; point at one for why</source>
            <translation>Diferenças entre os dois idiomas: F8 vai para a próxima, Shift+F8 para a anterior; aponte para uma para ver o porquê</translation>
        </message>
        <message>
            <source>No differences found</source>
            <translation>Nenhuma diferença encontrada</translation>
        </message>
        <message numerus="yes">
            <source>Differences: %Ln</source>
            <translation>
                <numerusform>Diferenças: %Ln</numerusform>
                <numerusform>Diferenças: %Ln</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntryPane</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/entry_pane.py" line="+160" />
            <source>Copy &amp;term</source>
            <extracomment>What a copy request asks for. An internal cross-reference was activated (the slug). A "Did you mean" spelling was chosen (the word). Ctrl+wheel: +1 zooms in, -1 out. Copy the term, the definition or both languages (COPY_*). The mouse is over the character at this document position (-1: off the text).</extracomment>
            <translation>Copiar &amp;termo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy &amp;definition</source>
            <translation>Copiar &amp;definição</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy &amp;both languages</source>
            <translation>Copiar &amp;ambos os idiomas</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>&apos;{name}&apos; is a term base, whose concepts state their own languages: give it a volume, not a lang</source>
            <translation>o manifesto atribui um idioma a {name}, mas é uma base terminológica, cujos conceitos indicam seus próprios idiomas: atribua-lhe um volume (volume), não um idioma (lang)</translation>
        </message>
        <message>
            <source>&apos;{name}&apos; is listed twice (also in [[source]] number {number})</source>
            <translation>o manifesto menciona {name} duas vezes (também na entrada [[source]] número {number})</translation>
        </message>
        <message>
            <source>[[source]] number {number} needs a &apos;file&apos; string</source>
            <translation>a entrada [[source]] número {number} do manifesto precisa de uma string “file”</translation>
        </message>
        <message>
            <source>a concept&apos;s record longer than {limit} MiB: not a term base</source>
            <translation>o registro de um conceito tem mais de {limit} MiB: não é uma base terminológica</translation>
        </message>
        <message>
            <source>a part of the path is a file, not a folder</source>
            <translation>uma parte do caminho é um arquivo, não uma pasta</translation>
        </message>
        <message>
            <source>a query did not finish within {budget:g} s (a damaged or crafted glossary database)</source>
            <translation>uma consulta não terminou em {budget:g} s (um banco de dados de glossário danificado ou adulterado)</translation>
        </message>
        <message>
            <source>a spreadsheet file (XLSX, ODS or XLS), not a table: save it as CSV</source>
            <translation>é um arquivo de planilha (XLSX, ODS ou XLS), não uma tabela: salve-o como CSV</translation>
        </message>
        <message>
            <source>a tag or a text of more than {limit} MiB without markup: not a term base</source>
            <translation>uma etiqueta ou um texto passa de {limit} MiB sem marcação: não é uma base terminológica</translation>
        </message>
        <message>
            <source>another source has the same file name ({other}); rename one</source>
            <translation>outro arquivo de origem tem o mesmo nome ({other}); renomeie um deles</translation>
        </message>
        <message>
            <source>binary data (NUL byte), not a text file</source>
            <translation>o arquivo contém dados binários (um byte NUL): não é um arquivo de texto</translation>
        </message>
        <message>
            <source>cannot open glossary database ({detail})</source>
            <translation>não é possível abrir o banco de dados do glossário ({detail})</translation>
        </message>
        <message>
            <source>cannot open the previous glossary</source>
            <translation>não é possível abrir o glossário anterior</translation>
        </message>
        <message>
            <source>cannot read ({detail})</source>
            <translation>não é possível ler o arquivo ({detail})</translation>
        </message>
        <message>
            <source>cannot read glossary database ({detail})</source>
            <translation>não é possível ler o banco de dados do glossário ({detail})</translation>
        </message>
        <message>
            <source>cannot tell whether this is Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>não é possível determinar se o texto está em espanhol ou em português; se estiver em um deles, indique qual em {manifest}</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; appears twice in the header</source>
            <translation>a coluna “{name}” aparece duas vezes no cabeçalho</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; without a &apos;{lang}&apos; column</source>
            <translation>a coluna “{name}” também precisa de uma coluna “{lang}”</translation>
        </message>
        <message>
            <source>control character U+{char:04X}, not a text file</source>
            <translation>o caractere de controle U+{char:04X} indica que este não é um arquivo de texto</translation>
        </message>
        <message>
            <source>damaged glossary database ({detail})</source>
            <translation>banco de dados de glossário danificado ({detail})</translation>
        </message>
        <message>
            <source>definition too long ({length:,} characters; at most {limit:,})</source>
            <translation>a definição é longa demais ({length:,} caracteres; no máximo {limit:,})</translation>
        </message>
        <message>
            <source>elements nested more than {limit} deep: not a term base</source>
            <translation>os elementos estão aninhados em mais de {limit} níveis: não é uma base terminológica</translation>
        </message>
        <message>
            <source>empty file (expected a header row: es, pt, …)</source>
            <translation>o arquivo está vazio (era esperada uma linha de cabeçalho com es, pt, …)</translation>
        </message>
        <message>
            <source>empty file (expected a title, a subtitle, then terms)</source>
            <translation>o arquivo está vazio (eram esperados um título, um subtítulo e depois os termos)</translation>
        </message>
        <message>
            <source>file larger than {limit} MiB</source>
            <translation>o arquivo tem mais de {limit} MiB</translation>
        </message>
        <message>
            <source>glossary database not found</source>
            <translation>o banco de dados do glossário não foi encontrado</translation>
        </message>
        <message>
            <source>glossary schema version {detail} is newer than this app reads; update the app</source>
            <translation>a versão de esquema {detail} do glossário é mais recente do que este aplicativo lê; atualize o aplicativo</translation>
        </message>
        <message>
            <source>invalid manifest</source>
            <translation>o manifesto não é um TOML válido</translation>
        </message>
        <message>
            <source>is a directory, not a file</source>
            <translation>é uma pasta, não um arquivo</translation>
        </message>
        <message>
            <source>is a directory, not a glossary database</source>
            <translation>é uma pasta, não um banco de dados de glossário</translation>
        </message>
        <message>
            <source>line longer than {limit:,} characters: not a table of terms</source>
            <translation>a linha tem mais de {limit:,} caracteres: não é uma tabela de termos</translation>
        </message>
        <message>
            <source>looks like English, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>o texto parece estar em inglês, não em espanhol nem em português; se estiver em um deles, indique qual em {manifest}</translation>
        </message>
        <message>
            <source>looks like French, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>o texto parece estar em francês, não em espanhol nem em português; se estiver em um deles, indique qual em {manifest}</translation>
        </message>
        <message>
            <source>looks like Italian, not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>o texto parece estar em italiano, não em espanhol nem em português; se estiver em um deles, indique qual em {manifest}</translation>
        </message>
        <message>
            <source>malformed table here, often a quotation mark that is not closed</source>
            <translation>a tabela está malformada aqui, muitas vezes por aspas que não foram fechadas</translation>
        </message>
        <message>
            <source>no .txt glossary sources in this folder</source>
            <translation>a pasta não contém nenhum arquivo de glossário .txt</translation>
        </message>
        <message>
            <source>no Spanish or Portuguese column in the header row (columns: {columns}); name them es and pt, Español and Português or Spanish and Portuguese, and their definitions es_definition or Spanish definition</source>
            <translation>a linha de cabeçalho não nomeia nenhuma coluna em espanhol ou português (suas colunas: {columns}); chame-as de es e pt, Espanhol e Português ou Spanish e Portuguese, e suas definições de es_definition ou Definição em espanhol</translation>
        </message>
        <message>
            <source>no concept with a Spanish or Portuguese term ({count} in other languages only)</source>
            <translation>nenhum conceito tem um termo em espanhol ou em português (registros só em outros idiomas: {count})</translation>
        </message>
        <message>
            <source>no entries: expected term and definition lines after the title and subtitle</source>
            <translation>não há entradas: depois do título e do subtítulo devem vir linhas de termo e de definição</translation>
        </message>
        <message>
            <source>no file named &apos;{name}&apos; in this folder; is the name misspelt?</source>
            <translation>o manifesto menciona {name}, mas não há nenhum arquivo com esse nome na pasta dele; o nome está escrito errado?</translation>
        </message>
        <message>
            <source>no source files given</source>
            <translation>nenhum arquivo de origem foi indicado</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>o arquivo não existe</translation>
        </message>
        <message>
            <source>no such folder</source>
            <translation>a pasta não existe</translation>
        </message>
        <message>
            <source>not Spanish or Portuguese; if it is Spanish or Portuguese, state it in {manifest}</source>
            <translation>o texto não está em espanhol nem em português; se estiver em um deles, indique qual em {manifest}</translation>
        </message>
        <message>
            <source>not UTF-8 text (byte 0x{byte:02x} at column {column}); save the file as UTF-8</source>
            <translation>o texto não está em UTF-8 (byte 0x{byte:02x} na coluna {column}); salve o arquivo como UTF-8</translation>
        </message>
        <message>
            <source>not UTF-8 text; save the table as UTF-8 CSV</source>
            <translation>a tabela não é texto UTF-8; salve-a como CSV UTF-8</translation>
        </message>
        <message>
            <source>not a TBX file: the root element is &lt;{name}&gt;, not &lt;tbx&gt; or &lt;martif&gt;</source>
            <translation>não é um arquivo TBX: o elemento raiz é &lt;{name}&gt;, não &lt;tbx&gt; nem &lt;martif&gt;</translation>
        </message>
        <message>
            <source>not a glossary database</source>
            <translation>não é um banco de dados de glossário</translation>
        </message>
        <message>
            <source>not a glossary database ({detail})</source>
            <translation>não é um banco de dados de glossário ({detail})</translation>
        </message>
        <message>
            <source>not a glossary database of this app&apos;s version ({detail}); rebuild it with &apos;glossary-desktop build-db&apos;</source>
            <translation>não é um banco de dados de glossário da versão deste aplicativo ({detail}); gere-o novamente com “glossary-desktop build-db”</translation>
        </message>
        <message>
            <source>not a regular file (a device, a pipe…)</source>
            <translation>não é um arquivo comum (um dispositivo, um pipe…)</translation>
        </message>
        <message>
            <source>not a regular file, not a glossary database</source>
            <translation>não é um arquivo comum nem um banco de dados de glossário</translation>
        </message>
        <message>
            <source>not a table or text: it looks like a {kind} file</source>
            <translation>não é uma tabela nem um texto: parece um arquivo {kind}</translation>
        </message>
        <message>
            <source>not an SQLite database (empty or another kind of file)</source>
            <translation>não é um banco de dados SQLite (está vazio ou é outro tipo de arquivo)</translation>
        </message>
        <message>
            <source>not well-formed XML at column {column}</source>
            <translation>o XML não está bem formado (coluna {column})</translation>
        </message>
        <message>
            <source>refused: the file declares the XML entity &apos;{name}&apos; (entities are never expanded, for safety)</source>
            <translation>recusado: o arquivo declara a entidade XML “{name}” (por segurança, as entidades nunca são expandidas)</translation>
        </message>
        <message>
            <source>refused: the file refers to an external resource (never read, for safety)</source>
            <translation>recusado: o arquivo faz referência a um recurso externo (por segurança, ele nunca é lido)</translation>
        </message>
        <message>
            <source>row {row} has a Portuguese definition or synonym but no Portuguese term</source>
            <translation>a linha {row} tem uma definição ou um sinônimo em português, mas nenhum termo em português</translation>
        </message>
        <message>
            <source>row {row} has a Spanish definition or synonym but no Spanish term</source>
            <translation>a linha {row} tem uma definição ou um sinônimo em espanhol, mas nenhum termo em espanhol</translation>
        </message>
        <message>
            <source>row {row} has a definition or synonym but no term in that language</source>
            <translation>a linha {row} tem uma definição ou um sinônimo, mas nenhum termo nesse idioma</translation>
        </message>
        <message>
            <source>row {row} has {count} fields, the header has {limit} (a delimiter inside an unquoted field?)</source>
            <translation>a linha {row} tem {count} campos, mas o cabeçalho tem {limit} (um delimitador dentro de um campo sem aspas?)</translation>
        </message>
        <message>
            <source>term &apos;{term}&apos; has no definition</source>
            <translation>o termo “{term}” não tem definição</translation>
        </message>
        <message>
            <source>term &apos;{term}&apos; has no letters or digits</source>
            <translation>o termo “{term}” não tem letras nem dígitos</translation>
        </message>
        <message>
            <source>term line too long ({length:,} characters; at most {limit}); is a definition missing above it?</source>
            <translation>a linha do termo é longa demais ({length:,} caracteres; no máximo {limit}); falta uma definição acima dela?</translation>
        </message>
        <message>
            <source>the disk could not read the file</source>
            <translation>o disco não conseguiu ler o arquivo</translation>
        </message>
        <message>
            <source>the file is a loop of symbolic links</source>
            <translation>o arquivo é um ciclo de links simbólicos</translation>
        </message>
        <message>
            <source>the file name is not UTF-8 text; rename the file</source>
            <translation>o nome do arquivo não é um texto válido (UTF-8); renomeie o arquivo</translation>
        </message>
        <message>
            <source>the first row is blank (expected a header row: es, pt, …)</source>
            <translation>a primeira linha está em branco (era esperada uma linha de cabeçalho com es, pt, …)</translation>
        </message>
        <message>
            <source>the header row has {count:,} columns, at most {limit:,}</source>
            <translation>a linha de cabeçalho tem {count:,} colunas; no máximo {limit:,}</translation>
        </message>
        <message>
            <source>unknown column &apos;{name}&apos; (after a language code come: {known})</source>
            <translation>a coluna “{name}” não é nenhuma das conhecidas (depois de um código de idioma vêm: {known})</translation>
        </message>
        <message>
            <source>column &apos;{name}&apos; does not say its language: name it &apos;Spanish {name}&apos; or &apos;Portuguese {name}&apos;</source>
            <translation>a coluna “{name}” não diz de que idioma é: chame-a “{name} (es)” ou “{name} (pt)”</translation>
        </message>
        <message>
            <source>unknown key &apos;{key}&apos; (known: {known})</source>
            <translation>o manifesto tem a chave desconhecida “{key}” (as chaves válidas são: {known})</translation>
        </message>
        <message>
            <source>you have no permission to read the file</source>
            <translation>você não tem permissão para ler o arquivo</translation>
        </message>
        <message>
            <source>{encoding} text; save the file as UTF-8</source>
            <translation>o texto está salvo como {encoding}; salve o arquivo como UTF-8</translation>
        </message>
        <message>
            <source>{name}: the volume {value} is not a string (put it in quotes)</source>
            <translation>o manifesto atribui a {name} o volume {value}, que não é texto (escreva-o entre aspas)</translation>
        </message>
        <message>
            <source>{name}: unknown lang &apos;{value}&apos; (use es or pt)</source>
            <translation>o manifesto atribui a {name} o idioma desconhecido “{value}” (use es ou pt)</translation>
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
            <translation>TBX (intercâmbio de bases terminológicas, v3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>CSV (spreadsheet)</source>
            <translation>CSV (planilha)</translation>
        </message>
        <message>
            <source>Anki deck (.apkg)</source>
            <translation>Baralho do Anki (.apkg)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Bookmarks, with their notes</source>
            <translation>Fa&amp;voritos, com suas notas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The &amp;whole glossary</source>
            <translation>O glossário &amp;inteiro</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Export format</source>
            <translation>Formato de exportação</translation>
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
            <translation>ainda não há favoritos.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>none of the bookmarks is in this glossary any more.</source>
            <translation>nenhum dos favoritos está mais neste glossário.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an Anki card needs both languages, and none of these concepts has both. No file was written.</source>
            <translation>um cartão do Anki precisa dos dois idiomas, e nenhum destes conceitos tem os dois. Nenhum arquivo foi salvo.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the glossary has no concepts. No file was written.</source>
            <translation>o glossário não tem conceitos. Nenhum arquivo foi salvo.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is nothing to export: {0}</source>
            <translation>Não há nada para exportar: {0}</translation>
        </message>
        <message>
            <location line="-101" />
            <source>No bookmarks yet: star a term (Ctrl+D) to add it.</source>
            <translation>Ainda não há favoritos: marque um termo com a estrela (Ctrl+D) para adicioná-lo.</translation>
        </message>
        <message>
            <location line="+50" />
            <source>TBX files (*.tbx)</source>
            <translation>Arquivos TBX (*.tbx)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>CSV files (*.csv)</source>
            <translation>Arquivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>Anki decks (*.apkg)</source>
            <translation>Baralhos do Anki (*.apkg)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Markdown files (*.md)</source>
            <translation>Arquivos Markdown (*.md)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>All files (*)</source>
            <translation>Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>ai</source>
            <comment>built-in glossary, file name</comment>
            <translation>ia</translation>
        </message>
        <message>
            <source>ai-glossary</source>
            <comment>built-in glossary, file name</comment>
            <translation>glossário-ia</translation>
        </message>
        <message>
            <source>bookmarks-{0}</source>
            <comment>file name; {0}: the glossary's</comment>
            <translation>favoritos-{0}</translation>
        </message>
        <message>
            <source>Anki text import (tab-separated)</source>
            <translation>Importação de texto do Anki (separada por tabulações)</translation>
        </message>
        <message>
            <source>Anki text imports (*.txt)</source>
            <translation>Importações de texto do Anki (*.txt)</translation>
        </message>
        <message>
            <source>CSV separator</source>
            <translation>Separador do CSV</translation>
        </message>
        <message>
            <source>Semicolon (;)</source>
            <translation>Ponto e vírgula (;)</translation>
        </message>
        <message>
            <source>Comma (,)</source>
            <translation>Vírgula (,)</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tabulação</translation>
        </message>
        <message>
            <source>&amp;Separator:</source>
            <translation>&amp;Separador:</translation>
        </message>
        <message>
            <source>Cells separated by semicolons, as spreadsheets set to Spanish or Portuguese expect.</source>
            <translation>Células separadas por ponto e vírgula, como esperam as planilhas configuradas em espanhol ou português.</translation>
        </message>
        <message>
            <source>Cells separated by commas, as spreadsheets set to English expect.</source>
            <translation>Células separadas por vírgulas, como esperam as planilhas configuradas em inglês.</translation>
        </message>
        <message>
            <source>Cells separated by tabs, which every spreadsheet reads.</source>
            <translation>Células separadas por tabulações, que toda planilha lê.</translation>
        </message>
    </context>
    <context>
        <name>ExportJob</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/export_job.py" line="+125" />
            <source>Spanish</source>
            <translation>espanhol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portuguese</source>
            <translation>português</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A {0} synonym of “{1}” contains “{2}”, which separates synonyms in a CSV file: export as TBX instead.</source>
            <translation>Um sinônimo em {0} de “{1}” contém “{2}”, que separa os sinônimos em um arquivo CSV: exporte em TBX.</translation>
        </message>
        <message>
            <location line="-63" />
            <source>Exporting to {0}…</source>
            <translation>Exportando para {0}…</translation>
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
            <translation>Não foi possível gravar {0}: o disco está cheio. Libere espaço e tente novamente.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Could not write {0}: that folder cannot be written to. Choose another one.</source>
            <translation>Não foi possível gravar {0}: não é possível gravar nessa pasta. Escolha outra.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Could not write {0} ({1}).</source>
            <translation>Não foi possível gravar {0} ({1}).</translation>
        </message>
        <message>
            <source>Could not write {0}: it is the file this export reads. Choose another name.</source>
            <translation>Não foi possível gravar {0}: é o arquivo que esta exportação lê. Escolha outro nome.</translation>
        </message>
        <message>
            <source>Could not write {0}: it is not a regular file (a device or a pipe). Choose another name.</source>
            <translation>Não foi possível gravar {0}: não é um arquivo comum (é um dispositivo ou um pipe). Escolha outro nome.</translation>
        </message>
    </context>
    <context>
        <name>ImportErrors</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/import_errors.py" line="+33" />
            <source>{0}, line {1}: {2}</source>
            <translation>{0}, linha {1}: {2}</translation>
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
            <translation>A importação parou inesperadamente ({0}). Nenhum glossário foi adicionado.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Import glossary</source>
            <translation>Importar glossário</translation>
        </message>
        <message>
            <location line="+39" />
            <location line="+21" />
            <source>The glossary could not be saved ({0}).</source>
            <translation>Não foi possível salvar o glossário ({0}).</translation>
        </message>
        <message>
            <location line="-16" />
            <source>A glossary named “{0}” already exists.</source>
            <translation>Já existe um glossário chamado “{0}”.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” cannot name a glossary.</source>
            <translation>“{0}” não pode ser o nome de um glossário.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>There is no glossary named “{0}”.</source>
            <translation>Não há nenhum glossário chamado “{0}”.</translation>
        </message>
        <message>
            <location line="-16" />
            <source>The glossary could not be saved: the disk is full. Free some space and try again.</source>
            <translation>Não foi possível salvar o glossário: o disco está cheio. Libere espaço e tente novamente.</translation>
        </message>
    </context>
    <context>
        <name>ImportReport</name>
        <message numerus="yes">
            <location filename="../../glossary_desktop/ui/library/import_report.py" line="+37" />
            <source>“{0}” imported. Concepts: %Ln, {1} in both languages.</source>
            <translation>
                <numerusform>“{0}” importado. Conceitos: %Ln, {1} em ambos os idiomas.</numerusform>
                <numerusform>“{0}” importado. Conceitos: %Ln, {1} em ambos os idiomas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Entries that could not be paired with a translation (kept in one language): %Ln.</source>
            <translation>
                <numerusform>Entradas que não puderam ser pareadas com uma tradução (mantidas em um só idioma): %Ln.</numerusform>
                <numerusform>Entradas que não puderam ser pareadas com uma tradução (mantidas em um só idioma): %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Could not pair:</source>
            <translation>Não foi possível parear:</translation>
        </message>
        <message numerus="yes">
            <source>Entries paired by position, between two pairs (to be checked): %Ln.</source>
            <translation>
                <numerusform>Entradas pareadas pela posição, entre dois pares (a conferir): %Ln.</numerusform>
                <numerusform>Entradas pareadas pela posição, entre dois pares (a conferir): %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <source>Paired by position:</source>
            <translation>Pareadas pela posição:</translation>
        </message>
        <message>
            <source>{0} = {1}</source>
            <translation>{0} = {1}</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{0}, line {1}: {2}</source>
            <translation>{0}, linha {1}: {2}</translation>
        </message>
        <message numerus="yes">
            <location line="-11" />
            <source>Lines of the files corrected: %Ln.</source>
            <translation>
                <numerusform>Linhas dos arquivos corrigidas: %Ln.</numerusform>
                <numerusform>Linhas dos arquivos corrigidas: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Corrected:</source>
            <translation>Corrigido:</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Concepts left out, with no Spanish or Portuguese term: %Ln.</source>
            <translation>
                <numerusform>Conceitos omitidos, sem termo em espanhol nem em português: %Ln.</numerusform>
                <numerusform>Conceitos omitidos, sem termo em espanhol nem em português: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>invisible characters removed ({0})</source>
            <translation>caracteres invisíveis removidos ({0})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” repeats line {1} with the same definition: kept once</source>
            <translation>“{0}” repete a linha {1} com a mesma definição: mantido uma vez</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{0}” is also at line {1} with another definition: kept as two concepts</source>
            <translation>“{0}” também está na linha {1} com outra definição: mantido como dois conceitos</translation>
        </message>
        <message numerus="yes">
            <source>Concepts left out, with a term longer than {0} characters: %Ln.</source>
            <translation>
                <numerusform>Conceitos omitidos, com um termo de mais de {0} caracteres: %Ln.</numerusform>
                <numerusform>Conceitos omitidos, com um termo de mais de {0} caracteres: %Ln.</numerusform>
            </translation>
        </message>
        <message>
            <source>Left out:</source>
            <translation>Omitido:</translation>
        </message>
        <message>
            <source>“{0}” has {1} characters</source>
            <translation>“{0}” tem {1} caracteres</translation>
        </message>
        <message>
            <source>It has no bookmarks yet: star a term (Ctrl+D) to add one.</source>
            <translation>Ainda não tem favoritos: marque um termo com a estrela (Ctrl+D) para adicionar um.</translation>
        </message>
    </context>
    <context>
        <name>LibraryController</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/menu.py" line="+148" />
            <source>The glossary “{0}” was removed or renamed by another window or command. The built-in glossary opens instead.</source>
            <translation>Outra janela ou comando removeu ou renomeou o glossário “{0}”. O glossário incluído será aberto no lugar dele.</translation>
        </message>
        <message>
            <location line="-74" />
            <source>&amp;Import glossary…</source>
            <extracomment>What the import dialog offers, and what a drop accepts. The name of the glossary to open ("" for the built-in one).</extracomment>
            <translation>&amp;Importar glossário…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Add a glossary of your own from TBX, CSV or text files</source>
            <translation>Adicionar um glossário próprio a partir de arquivos TBX, CSV ou de texto</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>&amp;Rename this glossary…</source>
            <translation>&amp;Renomear este glossário…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Re&amp;move this glossary…</source>
            <translation>Re&amp;mover este glossário…</translation>
        </message>
        <message>
            <location line="+5" />
            <source>G&amp;lossaries</source>
            <translation>G&amp;lossários</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+132" />
            <source>Built-in glossary</source>
            <translation>Glossário incluído</translation>
        </message>
        <message>
            <location line="-104" />
            <location line="+8" />
            <source>Rename glossary</source>
            <translation>Renomear glossário</translation>
        </message>
        <message>
            <location line="-8" />
            <source>New name:</source>
            <translation>Novo nome:</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Remove the glossary “{0}” and its bookmarks? This cannot be undone.</source>
            <translation>Remover o glossário “{0}” e seus favoritos? Isso não pode ser desfeito.</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+2" />
            <source>Remove glossary</source>
            <translation>Remover glossário</translation>
        </message>
        <message>
            <location line="+24" />
            <location line="+12" />
            <location line="+11" />
            <source>Import glossary</source>
            <translation>Importar glossário</translation>
        </message>
        <message>
            <location line="-22" />
            <source>Glossaries ({0})</source>
            <translation>Glossários ({0})</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Bookmarks</source>
            <translation>Favoritos</translation>
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
                <numerusform>%Ln conceito exportado para {0}</numerusform>
                <numerusform>%Ln conceitos exportados para {0}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%Ln left out: a card needs both languages)</source>
            <translation>
                <numerusform>(%Ln deixado de fora: um cartão precisa dos dois idiomas)</numerusform>
                <numerusform>(%Ln deixados de fora: um cartão precisa dos dois idiomas)</numerusform>
            </translation>
        </message>
        <message>
            <location line="-124" />
            <location line="+146" />
            <source>Glossaries</source>
            <translation>Glossários</translation>
        </message>
        <message>
            <source>The bookmarks of “{0}” were saved to {1} before it was removed: File &gt; Import bookmarks… brings them back.</source>
            <translation>Os favoritos de “{0}” foram salvos em {1} antes de ele ser removido: Arquivo &gt; Importar favoritos… os traz de volta.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/menu.py" line="+1" />
            <source>A backup of its bookmarks is saved in your data folder before it goes.</source>
            <translation>Antes, uma cópia dos favoritos dele é salva na sua pasta de dados.</translation>
        </message>
    </context>
    <context>
        <name>LimitedNoteEdit</name>
        <message>
            <location filename="../../glossary_desktop/ui/bookmarks/note_limit.py" line="+46" />
            <source>1 character was not added: the note is at its {0}-character limit</source>
            <translation>1 caractere não foi adicionado: a nota está no limite de {0} caracteres</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{1} characters were not added: the note is at its {0}-character limit</source>
            <translation>{1} caracteres não foram adicionados: a nota está no limite de {0} caracteres</translation>
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
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&amp;Go</source>
            <translation>&amp;Ir</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Bookmarks</source>
            <translation>&amp;Favoritos</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Navigation</source>
            <translation>Navegação</translation>
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
            <translation>Sua nota sobre este favorito; Enter inicia uma nova linha, Ctrl+Enter salva, Esc cancela</translation>
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
            <translation>Sua nota sobre o termo exibido, salva enquanto você digita; escrever uma adiciona o termo aos favoritos</translation>
        </message>
        <message>
            <location line="+110" />
            <source>Your note on this term (saved as you type)</source>
            <translation>Sua nota sobre este termo (salva enquanto você digita)</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Bookmarks are read-only: no note can be written here</source>
            <translation>Os favoritos são somente leitura: não é possível escrever uma nota aqui</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Write a note here to bookmark this term with it</source>
            <translation>Escreva uma nota aqui para adicionar este termo aos favoritos com ela</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Too long to edit here</source>
            <translation>Longa demais para editar aqui</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The bookmark with this name is about another concept</source>
            <translation>O favorito com este nome é de outro conceito</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Read-only</source>
            <translation>Somente leitura</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Editing…</source>
            <translation>Editando…</translation>
        </message>
        <message>
            <location line="-2" />
            <source>A note has at most {0} characters</source>
            <translation>Uma nota tem no máximo {0} caracteres</translation>
        </message>
        <message>
            <location line="-79" />
            <location line="+100" />
            <source>Not saved</source>
            <translation>Não salva</translation>
        </message>
        <message>
            <location line="-167" />
            <source>MY &amp;NOTE</source>
            <translation>MINHA &amp;NOTA</translation>
        </message>
        <message>
            <location line="+171" />
            <source>Saved</source>
            <translation>Salva</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Note not saved</source>
            <translation>Nota não salva</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{0}

Close anyway? What you typed in the note will be lost.</source>
            <translation>{0}

Fechar mesmo assim? O que você digitou na nota será perdido.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Keep Open</source>
            <translation>Manter aberta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close Anyway</source>
            <translation>Fechar mesmo assim</translation>
        </message>
    </context>
    <context>
        <name>OverviewModel</name>
        <message>
            <location filename="../../glossary_desktop/models/overview.py" line="+51" />
            <source>Similarity</source>
            <extracomment>Columns: similarity, Spanish term, Portuguese term. Concepts between two progress reports.</extracomment>
            <translation>Semelhança</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Spanish</source>
            <translation>Espanhol</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese</source>
            <translation>Português</translation>
        </message>
        <message>
            <source>Differences</source>
            <translation>Diferenças</translation>
        </message>
    </context>
    <context>
        <name>PaneText</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/concept_text.py" line="+49" />
            <source>Spanish</source>
            <translation>Espanhol</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese</source>
            <translation>Português</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Spanish entry</source>
            <translation>Entrada em espanhol</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Portuguese entry</source>
            <translation>Entrada em português</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No Spanish entry for this term</source>
            <translation>Este termo não tem entrada em espanhol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No Portuguese entry for this term</source>
            <translation>Este termo não tem entrada em português</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Synonyms</source>
            <translation>Sinônimos</translation>
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
                <numerusform>Mostrar a definição completa (%Ln caractere)</numerusform>
                <numerusform>Mostrar a definição completa (%Ln caracteres)</numerusform>
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
            <translation>Padrão do sistema</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <location line="+33" />
            <source>The new language is used the next time you open Glossary Desktop.</source>
            <translation>O novo idioma será usado na próxima vez que você abrir o Glossary Desktop.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/qt_words.py" line="+28" />
            <source>Change to detail view mode</source>
            <translation>Alterar para o modo de exibição detalhada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Change to list view mode</source>
            <translation>Alterar para o modo de exibição em lista</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All Files (*)</source>
            <translation>Todos os arquivos (*)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>O arquivo %1 já existe.
Deseja substituí-lo?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Arquivo não encontrado.
Verifique se o nome do arquivo está correto.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Tem certeza de que deseja excluir “%1”?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>“%1” está protegido contra gravação.
Deseja excluí-lo mesmo assim?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Could not delete directory.</source>
            <translation>Não foi possível excluir a pasta.</translation>
        </message>
        <message>
            <location line="-20" />
            <source>&amp;Look in:</source>
            <translation>&amp;Procurar em:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Files of &amp;type:</source>
            <translation>Arquivos do &amp;tipo:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>File &amp;name:</source>
            <translation>&amp;Nome do arquivo:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Salvar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show &amp;hidden files</source>
            <translation>Mostrar arquivos &amp;ocultos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Files</source>
            <translation>Arquivos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Delete</source>
            <translation>E&amp;xcluir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rename</source>
            <translation>&amp;Renomear</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Detail View</source>
            <translation>Exibição detalhada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>List View</source>
            <translation>Exibição em lista</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <location line="+12" />
            <source>Delete</source>
            <translation>Excluir</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <location line="+1" />
            <source>Delete</source>
            <translation>Excluir</translation>
        </message>
    </context>
    <context>
        <name>SearchBar</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+137" />
            <source>Search Spanish and Portuguese terms and definitions  (Ctrl+L)</source>
            <extracomment>The filters changed (run the search again at once).</extracomment>
            <translation>Pesquisar termos e definições em espanhol e português  (Ctrl+L)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Which terms</source>
            <translation>Quais termos</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Which terms to list</source>
            <translation>Quais termos mostrar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All terms</source>
            <translation>Todos os termos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both languages</source>
            <translation>Em ambos os idiomas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Missing Portuguese</source>
            <translation>Sem português</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Missing Spanish</source>
            <translation>Sem espanhol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bookmarked only</source>
            <translation>Só favoritos</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Which source volume to list</source>
            <translation>Qual volume de origem mostrar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All volumes</source>
            <translation>Todos os volumes</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>Glossary</source>
            <translation>Glossário</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>Which glossary of the library to search</source>
            <translation>Em qual glossário da biblioteca pesquisar</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="+1" />
            <source>All glossaries</source>
            <translation>Todos os glossários</translation>
        </message>
    </context>
    <context>
        <name>SearchController</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/controller.py" line="+91" />
            <source>No terms match these filters.</source>
            <extracomment>Quiet time after a keystroke before searching: fast typists type ~8 keys a second. Results listed for one query; more is noise for a person reading. A search ran: the text and how many rows the list now has. Why the last search listed nothing (markup for the notice and the panes). The language the full list is in alphabetical order of (a list header's click); search results are ranked whatever it is. The spelling the last search's results stand for when the typed one found nothing ("paralelismo" for "paralelsmo"), else "". Whether the last search listed another query, filter or order than the one before (not the same list refreshed, as a bookmark change does).</extracomment>
            <translation>Nenhum termo corresponde a estes filtros.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>No results for “{0}”.</source>
            <translation>Nenhum resultado para “{0}”.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No results for “{0}” with these filters.</source>
            <translation>Nenhum resultado para “{0}” com estes filtros.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Did you mean:</source>
            <translation>Você quis dizer:</translation>
        </message>
    </context>
    <context>
        <name>SearchLineEdit</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/bar.py" line="-130" />
            <source>Search</source>
            <extracomment>The scope combo's extra entry: bookmarked concepts only (a slug filter, not a Scope). Characters the search box keeps at any width (a two-word query), and the few a filter is cut down to first when the window is narrow ("Todos os…").</extracomment>
            <translation>Pesquisar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Type to search terms and definitions in Spanish and Portuguese</source>
            <translation>Digite para pesquisar termos e definições em espanhol e português</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+1" />
            <source>Clear</source>
            <translation>Limpar</translation>
        </message>
    </context>
    <context>
        <name>SearchResults</name>
        <message>
            <location filename="../../glossary_desktop/ui/search/results.py" line="+68" />
            <source>Search results are in order of relevance; clear the search to list the terms alphabetically by that language.</source>
            <translation>Os resultados da pesquisa estão em ordem de relevância; limpe a pesquisa para listar os termos em ordem alfabética desse idioma.</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../glossary_desktop/ui/look/help.py" line="-89" />
            <location line="+4" />
            <source>Keyboard shortcuts</source>
            <translation>Atalhos de teclado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Action</source>
            <translation>Ação</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <location line="+25" />
            <source>In a text box (the search, a note), {0} undoes your typing; {1} undoes the last star added or removed from anywhere (the look-up popup's too), as does Undo in the status bar after a removal.</source>
            <translation>Em uma caixa de texto (a pesquisa, uma nota), {0} desfaz o que você digitou; {1} desfaz de qualquer lugar o último favorito adicionado ou removido (inclusive o da janela de consulta), assim como Desfazer na barra de status após uma remoção.</translation>
        </message>
        <message>
            <source>The look-up popup never takes the focus from the program you type in: Esc closes it once you have moved the pointer onto it (it then has the keys until the pointer leaves it); moving the pointer away or clicking elsewhere closes it too.</source>
            <translation>A janela de consulta nunca tira o foco do programa em que você digita: Esc a fecha depois que você move o ponteiro sobre ela (ela então recebe as teclas até o ponteiro sair); afastar o ponteiro ou clicar em outro lugar também a fecha.</translation>
        </message>
    </context>
    <context>
        <name>TermHeader</name>
        <message>
            <location filename="../../glossary_desktop/ui/termlist/header.py" line="+34" />
            <source>Term list columns</source>
            <translation>Colunas da lista de termos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmarked, Spanish and Portuguese; click a language to list the terms alphabetically by it</source>
            <translation>Favorito, espanhol e português; clique em um idioma para listar os termos em ordem alfabética desse idioma</translation>
        </message>
    </context>
    <context>
        <name>TermListModel</name>
        <message>
            <location filename="../../glossary_desktop/models/term_list.py" line="+199" />
            <source>Spanish</source>
            <extracomment>The concept id of a row (int). Matched spans of the cell's term, for highlighting (tuple[Span, ...]). The concept's slug (str). Star cell: whether the concept is bookmarked; term cell: whether the entry exists (bool). The view's delegate picks colours from it: models stay QtCore. Everything the delegate paints of a cell, in one call (:class:`Cell`). Rows fetched per query (a screenful or so: the first screen waits for its page, and a larger page costs more on a cold cache), and pages kept: some thirty screens of scrolling. The language of each column, by column number (the star column has none). Every role :meth:`TermListModel.data` answers, as plain ints. A delegate asks about a dozen roles per cell and paint, most of which no row has: those are answered before any row or enum lookup (about a thousand calls per screen). The roles a term cell answers with one part of its :class:`Cell`. Header roles answered, as plain ints: the header asks a dozen roles per section each time it paints (after every search), and most have no answer.</extracomment>
            <translation>Espanhol</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Portuguese</source>
            <translation>Português</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Bookmarked</source>
            <translation>Favorito</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Remove bookmark</source>
            <translation>Remover dos favoritos</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bookmark this term</source>
            <translation>Adicionar aos favoritos</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No entry in this language</source>
            <translation>Sem entrada neste idioma</translation>
        </message>
        <message>
            <location line="+16" />
            <source>form: %1</source>
            <translation>forma: %1</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/models/term_list.py" line="+1" />
            <source>Glossary</source>
            <translation>Glossário</translation>
        </message>
    </context>
    <context>
        <name>TermListView</name>
        <message>
            <location filename="../../glossary_desktop/ui/termlist/view.py" line="+72" />
            <source>Terms</source>
            <extracomment>The fewest characters of a term the list shows where the window has room for that (a small window beside the bookmarks panel): enough to tell terms apart. The mouse's extra buttons walk the window's history, not the list. The star cell of a row was clicked (row). Ctrl+C: copy the current concept (not the current cell's text). A letter typed in the list: it belongs in the search box (the text). A language column's header was clicked: list in that language's order. :meth:`show_now` has put the list's new rows on screen.</extracomment>
            <translation>Termos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Matching terms, Spanish and Portuguese; a star marks a bookmark</source>
            <translation>Termos encontrados, em espanhol e português; uma estrela indica um favorito</translation>
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
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Bookmark removed: {0}</source>
            <translation>Favorito removido: {0}</translation>
        </message>
    </context>
    <context>
        <name>WindowActions</name>
        <message>
            <location filename="../../glossary_desktop/ui/window/actions.py" line="+54" />
            <source>&amp;Back</source>
            <extracomment>Undoes a bookmark's removal with the focus in a text box too (which keeps Ctrl+Z).</extracomment>
            <translation>&amp;Voltar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back (Alt+Left)</source>
            <translation>Voltar (Alt+Esquerda)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Forward</source>
            <translation>&amp;Avançar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Forward (Alt+Right)</source>
            <translation>Avançar (Alt+Direita)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Bookmark</source>
            <translation>&amp;Favorito</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bookmark this term (Ctrl+D)</source>
            <translation>Adicionar este termo aos favoritos (Ctrl+D)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo the last bookmark removal (Ctrl+Z; Ctrl+Alt+Z in a text box)</source>
            <translation>Desfazer a última remoção de favorito (Ctrl+Z; Ctrl+Alt+Z em uma caixa de texto)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Search</source>
            <translation>&amp;Pesquisar</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go to the search box</source>
            <translation>Ir para a caixa de pesquisa</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Show bookmarks</source>
            <translation>&amp;Mostrar favoritos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;both languages</source>
            <translation>Copiar &amp;ambos os idiomas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Reduzir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Actual size</source>
            <translation>Ta&amp;manho real</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show &amp;differences</source>
            <translation>Mostrar &amp;diferenças</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Compare all…</source>
            <translation>&amp;Comparar tudo…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every concept in both languages, the most different first</source>
            <translation>Todos os conceitos em ambos os idiomas, os mais diferentes primeiro</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Quit</source>
            <translation>&amp;Sair</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Portuguese first</source>
            <translation>&amp;Português primeiro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show Portuguese before Spanish, in the list and the panes</source>
            <translation>Mostrar o português antes do espanhol, na lista e nos painéis</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atalhos de teclado</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Glossary Desktop</source>
            <translation>&amp;Sobre o Glossary Desktop</translation>
        </message>
        <message>
            <source>Look up &amp;selected text</source>
            <translation>C&amp;onsultar o texto selecionado</translation>
        </message>
        <message>
            <source>Show the concept of the words selected in any program beside the pointer</source>
            <translation>Mostrar ao lado do ponteiro o conceito das palavras selecionadas em qualquer programa</translation>
        </message>
        <message>
            <source>Mark where the two languages do not say the same thing</source>
            <translation>Marcar onde os dois idiomas não dizem o mesmo</translation>
        </message>
        <message>
            <source>&amp;Next difference</source>
            <translation>Diferença &amp;seguinte</translation>
        </message>
        <message>
            <source>Go to the next difference, in Compare all's next concept after the last (F8)</source>
            <translation>Ir para a próxima diferença; depois da última, para o próximo conceito de Comparar tudo (F8)</translation>
        </message>
        <message>
            <source>Pre&amp;vious difference</source>
            <translation>Diferença a&amp;nterior</translation>
        </message>
        <message>
            <source>Go to the previous difference (Shift+F8)</source>
            <translation>Ir para a diferença anterior (Shift+F8)</translation>
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
            <translation>1 termo na lista</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{0} terms listed</source>
            <translation>{0} termos na lista</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{0} terms · {1} in both languages</source>
            <translation>{0} termos · {1} em ambos os idiomas</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Bookmarks cannot be saved</source>
            <translation>Não é possível salvar os favoritos</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Bookmarks</source>
            <translation>Favoritos</translation>
        </message>
        <message>
            <location line="-24" />
            <source>1 term · {0} in both languages</source>
            <translation>1 termo · {0} em ambos os idiomas</translation>
        </message>
    </context>
    <context>
        <name>app</name>
        <message>
            <location filename="../../glossary_desktop/app.py" line="+124" />
            <location line="+87" />
            <source>Cannot open the glossary</source>
            <translation>Não é possível abrir o glossário</translation>
        </message>
    </context>
    <context>
        <name>LookupPopup</name>
        <message>
            <source>Open in window</source>
            <translation>Abrir na janela</translation>
        </message>
        <message>
            <source>Remove the bookmark</source>
            <translation>Remover dos favoritos</translation>
        </message>
        <message>
            <source>Bookmark this term</source>
            <translation>Adicionar este termo aos favoritos</translation>
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
            <translation>Consultar a área de transferência</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Sair</translation>
        </message>
        <message>
            <source>Glossary Desktop</source>
            <translation>Glossary Desktop</translation>
        </message>
        <message>
            <source>Glossary Desktop is still running</source>
            <translation>O Glossary Desktop continua aberto</translation>
        </message>
        <message>
            <source>The look-up popup stays on. Quit from this icon's menu.</source>
            <translation>A janela de consulta continua ativa. Para sair, use o menu deste ícone.</translation>
        </message>
    </context>
    <context>
        <name>BookmarksImport</name>
        <message>
            <source>Import &amp;bookmarks…</source>
            <translation>Importar &amp;favoritos…</translation>
        </message>
        <message>
            <source>Merge bookmarks and notes from a backup (.json) or a CSV export</source>
            <translation>Mesclar favoritos e notas de um backup (.json) ou de uma exportação CSV</translation>
        </message>
        <message>
            <source>Import bookmarks</source>
            <translation>Importar favoritos</translation>
        </message>
        <message>
            <source>No bookmark was imported: {0}</source>
            <translation>Nenhum favorito foi importado: {0}</translation>
        </message>
        <message>
            <source>Bookmark files (*.json *.csv *.tsv)</source>
            <translation>Arquivos de favoritos (*.json *.csv *.tsv)</translation>
        </message>
        <message numerus="yes">
            <source>Bookmarks read: %Ln.</source>
            <translation>
                <numerusform>%Ln favorito lido.</numerusform>
                <numerusform>%Ln favoritos lidos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Added: {0}; notes taken from the file: {1}; already here: {2}; with another note here: {3}.</source>
            <translation>Adicionados: {0}; notas tiradas do arquivo: {1}; já estavam aqui: {2}; com outra nota aqui: {3}.</translation>
        </message>
        <message>
            <source>newer</source>
            <translation>mais recente</translation>
        </message>
        <message>
            <source>the other has no date</source>
            <translation>a outra não tem data</translation>
        </message>
        <message>
            <source>neither has a date</source>
            <translation>nenhuma tem data</translation>
        </message>
        <message>
            <source>same date</source>
            <translation>mesma data</translation>
        </message>
        <message>
            <source>{0}: the file&apos;s note was kept ({1}); the note here was: {2}</source>
            <translation>{0}: a nota do arquivo foi mantida ({1}); a daqui era: {2}</translation>
        </message>
        <message>
            <source>{0}: the note here was kept ({1}); the file&apos;s note was: {2}</source>
            <translation>{0}: a nota daqui foi mantida ({1}); a do arquivo era: {2}</translation>
        </message>
        <message>
            <source>{0}: matched by its terms to {1}</source>
            <translation>{0}: associado pelos seus termos a {1}</translation>
        </message>
        <message>
            <source>{0} ({1}): not in this glossary; kept, shown as no longer in it</source>
            <translation>{0} ({1}): não está neste glossário; mantido, mostrado como não estando mais nele</translation>
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
            <translation>Salvo: {0}</translation>
        </message>
        <message>
            <source>Bookmarks</source>
            <translation>Favoritos</translation>
        </message>
        <message>
            <source>Concept</source>
            <translation>Conceito</translation>
        </message>
        <message>
            <source>Search results</source>
            <translation>Resultados da pesquisa</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>Built-in glossary</source>
            <translation>Glossário incluído</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>Espanhol</translation>
        </message>
        <message>
            <source>Portuguese</source>
            <translation>Português</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>The concept shown</source>
            <translation>O conceito exibido</translation>
        </message>
        <message>
            <source>The bookmarks, with their notes</source>
            <translation>Os favoritos, com suas notas</translation>
        </message>
        <message>
            <source>The list (search results)</source>
            <translation>A lista (resultados da pesquisa)</translation>
        </message>
        <message>
            <source>Print:</source>
            <translation>Imprimir:</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Arquivos PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Sources</name>
        <message>
            <location filename="../../glossary_desktop/models/sourced.py" line="+1" />
            <source>Built-in</source>
            <translation>Incluído</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/models/sourced.py" line="+1" />
            <source>Built-in glossary</source>
            <translation>Glossário incluído</translation>
        </message>
    </context>
    <context>
        <name>AlsoInView</name>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>From the glossary “{0}” of your library; its bookmarks are kept there.</source>
            <translation>Do glossário “{0}” da sua biblioteca; os favoritos dele ficam guardados lá.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Also in:</source>
            <translation>Também em:</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>different translation ({0}): {1}: {2}; this glossary: {3}</source>
            <translation>tradução diferente ({0}): {1}: {2}; este glossário: {3}</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Spanish</source>
            <translation>espanhol</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/reading/also_in.py" line="+1" />
            <source>Portuguese</source>
            <translation>português</translation>
        </message>
    </context>
    <context>
        <name>Removal</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>The bookmarks of “{0}” were saved to {1} before it was removed: File &gt; Import bookmarks… brings them back.</source>
            <translation>Os favoritos de “{0}” foram salvos em {1} antes de ele ser removido: Arquivo &gt; Importar favoritos… os traz de volta.</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>&amp;Remove</source>
            <translation>&amp;Remover</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/removal.py" line="+1" />
            <source>&amp;Export bookmarks first…</source>
            <translation>&amp;Exportar os favoritos antes…</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <location filename="../../glossary_desktop/ui/library/file_dialogs.py" line="+1" />
            <source>Import glossary</source>
            <translation>Importar glossário</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/file_dialogs.py" line="+1" />
            <source>Glossaries ({0})</source>
            <translation>Glossários ({0})</translation>
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
            <translation>Glossário incluído</translation>
        </message>
        <message>
            <location filename="../../glossary_desktop/ui/library/exporting.py" line="+1" />
            <source>Bookmarks</source>
            <translation>Favoritos</translation>
        </message>
    </context>
</TS>
