#!/usr/bin/env bash
# The underscored public symbols of ValueRx, ValueRxTest, ValueRxBlocking and ValueRxNetworking, against the
# reviewed list in Scripts/UnderscoredAPI.txt (one symbol a line, with the reason it must be
# public). The symbol graphs skip every name that starts with `_`, so the API listing
# (Scripts/PublicAPI.txt) cannot see them; this scan of the sources does. No Swift build:
# awk over the sources with comments and string literals removed (Scripts/strip-swift.awk).
#
#     bash Scripts/check-underscored-api.sh          # CI (called by check-public-api.sh): fails
#                                                    # when the code and the list disagree
#     bash Scripts/check-underscored-api.sh --list   # what the scan finds: symbol, kind, number
#                                                    # of declarations, first declaration
#
# What counts as an underscored public symbol (each is one line of the list):
# - a type, typealias or protocol declared `public` or `open` whose name starts with `_`:
#   listed as its name, with the enclosing type if it is nested (`Owner._Name`);
# - a requirement of a protocol declared `public` whose name starts with `_`: listed as
#   `Protocol._name` (a function with its argument labels: `Protocol._name(_:label:)`). Every
#   public member with that name elsewhere (the protocol extension's default, the conforming
#   types' witnesses) belongs to the requirement and is not listed again;
# - any other `public` or `open` member whose name starts with `_`, in a type or extension that
#   is not itself internal: listed as `Owner._name`.
# Not counted: `@usableFromInline internal` and `package` declarations (not public), members of
# an internal type. The scan reads one declaration per line, as the sources are written (a type
# nested on the same line as its parent would be listed without the parent's name).
#
# Reviewing a new one: prefer `internal` + `@usableFromInline`, or `package` (visible to
# ValueRxTest and ValueRxBlocking, which are in this package), to a public underscored name.
# Public is needed only where code in a client module must see the name: a protocol requirement
# that inlinable code in the client calls or that client-specialized types implement, or a
# type named in the public signature of an operator. CONTRIBUTING.md, "Underscored public
# symbols", has the policy.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
    "") ;;
    --list) mode=list ;;
    *) echo "usage: bash Scripts/check-underscored-api.sh [--list]" >&2; exit 2 ;;
esac

list=Scripts/UnderscoredAPI.txt
found=$(mktemp)
trap 'rm -f "$found"' EXIT

# The sources, from the working tree (files not yet added to git count too).
files=$(find Sources/ValueRx Sources/ValueRxTest Sources/ValueRxBlocking Sources/ValueRxNetworking -name '*.swift' | LC_ALL=C sort)

# shellcheck disable=SC2086
awk -f Scripts/strip-swift.awk $files | LC_ALL=C awk '
# The argument labels of a parameter list ("_ a: Int, b c: Int" gives "_:b:").
function labels(params,    out, depth, i, c, part, words, nw) {
    out = ""; depth = 0; part = ""
    for (i = 1; i <= length(params); i++) {
        c = substr(params, i, 1)
        if (c == "(" || c == "<" || c == "[") depth++
        else if (c == ")" || c == ">" || c == "]") depth--
        if (c == "," && depth == 0) { out = out label(part); part = ""; continue }
        part = part c
    }
    if (part ~ /[A-Za-z_]/) out = out label(part)
    return out
}
function label(param,    head, nw, words) {
    head = param; sub(/:.*/, "", head)
    nw = split(head, words, " ")
    return words[1] ":"
}
# Whether the line declares something public: "public" or "open" among its modifiers.
function isPublic(decl) { return decl ~ /(^|[ \t])(public|open)[ \t]/ }
function owner(    s, k) {
    s = ""
    for (k = 1; k <= sp; k++) s = (s == "" ? ctx[k] : s "." ctx[k])
    return s
}
function ownerInternal(    k) {
    for (k = 1; k <= sp; k++) if (ctxInternal[k]) return 1
    return 0
}
function record(key, kind, where) {
    if (!(key in kinds)) { kinds[key] = kind; first[key] = where; order[++nkeys] = key }
    count[key]++
}

/^\001FILE / { file = substr($0, 7); lineno = 0; sp = 0; depth = 0; pending = ""; next }

{
    lineno++
    line = $0

    # A type or extension header: its body is the next "{".
    if (match(line, /(^|[ \t])(struct|class|enum|protocol|extension|actor)[ \t]+[A-Za-z_][A-Za-z0-9_.]*/)) {
        head = substr(line, RSTART, RLENGTH); sub(/^[ \t]+/, "", head)
        split(head, w, "[ \t]+")
        if (!(w[1] == "class" && w[2] ~ /^(func|var|let|subscript|override|final)$/)) {
            pending = w[2]; pendingKind = w[1]
            prefix = substr(line, 1, RSTART)
            pendingPublic = isPublic(prefix " ")
            pendingInternal = (w[1] != "extension" && !pendingPublic)
            if (w[2] ~ /^_/ && pendingPublic && w[1] != "extension") {
                key = (sp > 0 ? owner() "." : "") w[2]
                if (!ownerInternal()) record(key, w[1], file ":" lineno)
            }
        }
    }

    # A member or requirement whose name starts with "_".
    if (match(line, /(^|[ \t])(func|var|let|typealias|associatedtype|case|init|subscript)[ \t]+_[A-Za-z0-9_]*/)) {
        decl = substr(line, RSTART, RLENGTH); sub(/^[ \t]+/, "", decl)
        split(decl, w, "[ \t]+")
        name = w[2]
        prefix = substr(line, 1, RSTART)
        rest = substr(line, RSTART + RLENGTH)
        if (w[1] == "func") {
            # Join the parameter list if it goes on over the next lines (not needed so far).
            sig = rest; sub(/^<[^(]*/, "", sig)
            if (substr(sig, 1, 1) == "(") {
                d = 0; params = ""
                for (i = 1; i <= length(sig); i++) {
                    c = substr(sig, i, 1)
                    if (c == "(") { d++; if (d == 1) continue }
                    if (c == ")") { d--; if (d == 0) break }
                    params = params c
                }
                name = name "(" labels(params) ")"
            }
        }
        inProtocol = (sp > 0 && ctxKind[sp] == "protocol" && depth == ctxDepth[sp])
        if (inProtocol && ctxPublic[sp]) {
            req[w[2]] = ctx[sp] "." name
            record(ctx[sp] "." name, "requirement", file ":" lineno)
        } else if (sp > 0) {
            members[++nmembers] = w[2] SUBSEP owner() "." name SUBSEP w[1] SUBSEP file ":" lineno SUBSEP (isPublic(prefix " ") && !ownerInternal())
        }
    }

    # Braces: open and close contexts.
    for (i = 1; i <= length(line); i++) {
        c = substr(line, i, 1)
        if (c == "{") {
            depth++
            if (pending != "") {
                sp++; ctx[sp] = pending; ctxKind[sp] = pendingKind; ctxDepth[sp] = depth
                ctxPublic[sp] = pendingPublic; ctxInternal[sp] = pendingInternal
                if (pendingInternal) internalType[pending] = 1
                pending = ""
            }
        } else if (c == "}") {
            if (sp > 0 && ctxDepth[sp] == depth) sp--
            depth--
        }
    }
}

END {
    # Members: a witness or default of an underscored requirement belongs to it (counted
    # whatever its access: the internal observers implement public requirements too); the
    # others are listed if they are public, unless they extend an internal type.
    for (m = 1; m <= nmembers; m++) {
        split(members[m], f, SUBSEP)
        if (f[1] in req) { count[req[f[1]]]++; continue }
        if (!f[5]) continue
        base = f[2]; sub(/\.[^.]*$/, "", base); sub(/.*\./, "", base)
        if (base in internalType) continue
        record(f[2], f[3], f[4])
    }
    for (k = 1; k <= nkeys; k++) {
        key = order[k]
        printf "%s\t%s\t%d\t%s\n", key, kinds[key], count[key], first[key]
    }
}
' | LC_ALL=C sort > "$found"

if [[ $mode == list ]]; then
    printf 'symbol\tkind\tdeclarations\tfirst declared at\n'
    cat "$found"
    exit 0
fi

if [[ ! -f $list ]]; then
    echo "FAIL: $list is missing" >&2
    exit 1
fi

# The list: "<symbol> <reason>" a line; "#" starts a comment line.
bad=$(awk '!/^[ \t]*(#|$)/ && NF < 2 { print "  line " NR ": " $0 }' "$list")
if [[ -n $bad ]]; then
    echo "FAIL: $list: a symbol without its reason:"
    echo "$bad"
    exit 1
fi
listed=$(awk '!/^[ \t]*(#|$)/ { print $1 }' "$list" | LC_ALL=C sort)
duplicates=$(uniq -d <<<"$listed")
if [[ -n $duplicates ]]; then
    echo "FAIL: $list lists a symbol twice:"; sed 's/^/  /' <<<"$duplicates"; exit 1
fi
in_code=$(cut -f1 "$found")

missing=$(LC_ALL=C comm -23 <(echo "$in_code") <(echo "$listed") | sed '/^$/d')
stale=$(LC_ALL=C comm -13 <(echo "$in_code") <(echo "$listed") | sed '/^$/d')
status=0
if [[ -n $missing ]]; then
    echo "FAIL: underscored public symbols missing from $list (add each with the reason it must be"
    echo "public, or make it internal/@usableFromInline or package):"
    while IFS= read -r symbol; do
        awk -F'\t' -v s="$symbol" '$1 == s { printf "  %s (%s, %d declaration(s), first at %s)\n", $1, $2, $3, $4 }' "$found"
    done <<<"$missing"
    status=1
fi
if [[ -n $stale ]]; then
    echo "FAIL: $list lists symbols that are no longer public and underscored (remove them):"
    sed 's/^/  /' <<<"$stale"
    status=1
fi
if [[ $status == 0 ]]; then
    echo "ok: $(wc -l <"$found" | tr -d ' ') underscored public symbols, each listed with its reason in $list"
fi
exit $status
