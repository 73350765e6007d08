# The operator calls in Swift sources, with the kind of sequence each is called on: a token
# scan of Scripts/strip-swift.awk's output (comments and strings removed), for
# Scripts/check-operator-coverage.sh. POSIX awk; no Swift build, no type checker, so the kind
# is a textual guess made along each chain:
#
# - A chain starts from a type name (`Observable.`, `Single<Int>.`, `PublishSubject<Int>()`:
#   the kind of that type), a variable or parameter whose kind is known (declared with a type,
#   or initialized with a chain whose kind is known; a stored property declared with a type in
#   any scanned file, if all its declarations agree), a function declared in the same file
#   that returns a known kind (`func driver(...) -> Driver<Int>`), an anonymous closure
#   parameter (`$0`: in these tests, the sequence a helper hands to the closure), or, inside
#   the closure of an `assertOperatorContract`/`assertInputsContract` call, any name (its
#   parameters are the contract's observables). Anything else starts a chain of unknown kind,
#   whose calls are not recorded until a conversion names a kind.
# - Argument labels are read at the call; a call counts for every overload they fit (the
#   matching is in check-operator-coverage.sh).
# - Each member call `.name(...)` is recorded with the chain's current kind, then the kind
#   becomes what `name` returns, if every public declaration of `name` that returns a sequence
#   returns the same kind (`asSingle`, `asInfallible`, `asDriver`, `asObservable`, `first`,
#   `createHotObservable`, ...: the CONV lines, from Scripts/PublicAPI.txt), or what a function
#   of the same file returns; otherwise it stays.
# - A call on a type name (`Observable.merge(...)`) is static and recorded as such.
#
# Kinds: obs (ObservableType), prim (Single, Maybe, Completable), inf (Infallible), shared
# (Driver, Signal, SharedSequence, ControlEvent, ControlProperty); "-" for unknown.
#
# Input: first the conversion table, lines "CONV\t<name>\t<kind>", and the declared
# properties, lines "PROP\t<name>\t<type name>", then the stripped sources (each file starting
# with "\001FILE <path>").
# Output, one line per recorded call:
#   <file>\t<line>\t<kind>\t<name>\t<labels>\t<in a contract call: 1/0>\t<static: 1/0>
# where <labels> lists the argument labels ("_" for an unlabeled argument, "*" for a trailing
# closure), each followed by ":" (`.scan(0) { ... }` gives "_:*:").

BEGIN {
    FS = "\n"
    split("Observable Observables ObservableType TestableObservable ConnectableObservable GroupedObservable PublishSubject BehaviorSubject ReplaySubject AsyncSubject PublishRelay BehaviorRelay ReplayRelay", a, " ")
    for (k in a) typeKinds[a[k]] = "obs"
    split("Single Maybe Completable PrimitiveSequence", a, " ")
    for (k in a) typeKinds[a[k]] = "prim"
    split("Infallible InfallibleSequence", a, " ")
    for (k in a) typeKinds[a[k]] = "inf"
    split("Driver Signal SharedSequence ControlEvent ControlProperty", a, " ")
    for (k in a) typeKinds[a[k]] = "shared"
    split("return in try await throw let var if guard else case switch where for while repeat defer do catch as is", a, " ")
    for (k in a) keywords[a[k]] = 1
    nt = 0
}

/^CONV\t/ { split($0, f, "\t"); conv[f[2]] = f[3]; next }

# A stored property or variable declared somewhere with a type (`let observable: Observables.Create<Element>`):
# its kind, if every such declaration of the name gives the same one.
/^PROP\t/ {
    split($0, f, "\t"); k = kindOfType(f[3])
    if (k == "-") next
    if (!(f[2] in prop)) prop[f[2]] = k
    else if (prop[f[2]] != k) prop[f[2]] = "-"
    next
}

/^\001FILE / {
    if (nt > 0) walk()
    file = substr($0, 7); lineno = 0; nt = 0
    next
}

{ lineno++; tokenize($0) }

END { if (nt > 0) walk() }

function add(t) { nt++; tok[nt] = t; tline[nt] = lineno }

function tokenize(line,    n, pos, c, rest, two, three) {
    n = length(line); pos = 1
    while (pos <= n) {
        c = substr(line, pos, 1)
        if (c == " " || c == "\t") { pos++; continue }
        rest = substr(line, pos)
        if (c ~ /[A-Za-z_$]/) {
            match(rest, /^[A-Za-z_$][A-Za-z0-9_$]*/)
            add(substr(rest, 1, RLENGTH)); pos += RLENGTH; continue
        }
        if (c == "`" && match(rest, /^`[^`]*`/)) { add(substr(rest, 2, RLENGTH - 2)); pos += RLENGTH; continue }
        if (c ~ /[0-9]/) {
            if (match(rest, /^0x[0-9a-fA-F_]+/) || match(rest, /^[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][-+]?[0-9]+)?/)) {
                add("0"); pos += RLENGTH; continue
            }
        }
        two = substr(rest, 1, 2); three = substr(rest, 1, 3)
        if (two == "\"\"") { add("0"); pos += 2; continue }
        if (three == "..." || three == "..<" || three == "===" || three == "!==") { add("op"); pos += 3; continue }
        if (two == "->") { add("->"); pos += 2; continue }
        if (two == "==" || two == "!=" || two == "<=" || two == ">=" || two == "&&" || two == "||" || two == "??" || two == "+=" || two == "-=" || two == "*=" || two == "/=") { add("op"); pos += 2; continue }
        if (c == "." || c == "," || c == ":" || c == "(" || c == ")" || c == "{" || c == "}" || c == "[" || c == "]" || c == "<" || c == ">" || c == "=" || c == "?" || c == "!" || c == ";") { add(c); pos++; continue }
        add("op"); pos++
    }
}

function isIdent(t) { return t ~ /^[A-Za-z_$][A-Za-z0-9_$]*$/ && t != "op" && !(t in keywords) }
function isType(t) { return t ~ /^[A-Z]/ && isIdent(t) }
function kindOfType(t) { return (t in typeKinds) ? typeKinds[t] : "-" }

# The index of the ">" closing the generic arguments that open at `i` ("<"), or 0.
function genericEnd(i,    d, j) {
    d = 0
    for (j = i; j <= nt && j < i + 60; j++) {
        if (tok[j] == "<") d++
        else if (tok[j] == ">") { d--; if (d == 0) return j }
        else if (tok[j] == "{" || tok[j] == "}" || tok[j] == ";" || tok[j] == "=" || tok[j] == "op") return 0
    }
    return 0
}

# The kind a type annotation names, starting at token `i` ("some ObservableType<Int>", "Driver<Int>").
function annotationKind(i) {
    while (tok[i] == "some" || tok[i] == "any" || tok[i] == "inout" || tok[i] == "consuming" || tok[i] == "borrowing") i++
    if (tok[i] == "ValueRx" && tok[i + 1] == ".") i += 2
    return isType(tok[i]) ? kindOfType(tok[i]) : "-"
}

function push(opener, callIdx, fnIdx,    parentContract) {
    parentContract = (lvl >= 0) ? contract[lvl] : 0
    lvl++
    open[lvl] = opener; kind[lvl] = "-"; prevt[lvl] = "start"
    callTok[lvl] = callIdx; fnTok[lvl] = fnIdx; labels[lvl] = ""; argStart[lvl] = 1
    contract[lvl] = parentContract; varName[lvl] = ""; varAnnot[lvl] = ""; varActive[lvl] = 0
    closedFn[lvl] = ""; lastName[lvl] = 0
}

# End of a statement at level `l`: a pending `let`/`var` takes the chain's kind.
function endStatement(l) {
    if (varName[l] != "") {
        if (varAnnot[l] != "-" && varAnnot[l] != "") varKind[varName[l]] = varAnnot[l]
        else if (varActive[l]) varKind[varName[l]] = kind[l]
        else delete varKind[varName[l]]
    }
    varName[l] = ""; varAnnot[l] = ""; varActive[l] = 0
    kind[l] = "-"; prevt[l] = "start"
}

function startKind(l) { return contract[l] ? "obs" : "-" }

function record(i, name, labelList, k, isStatic) {
    if (k == "-") return
    printf "%s\t%d\t%s\t%s\t%s\t%d\t%d\n", file, tline[i], k, name, labelList, contract[lvl], isStatic
}

# After a member call `name` on kind `k`: the chain's new kind.
function after(name, k) {
    if (name in conv) return conv[name]
    if (name in fnKind) return fnKind[name]
    return k
}

# `func name(params) -> Type`: the function's kind, and its parameters' kinds for its body.
function declareFunction(i,    j, d, t, e, k, name, nameTok, colon) {
    name = tok[i + 1]
    split("", varKind)
    j = i + 2
    if (tok[j] == "<") { e = genericEnd(j); if (e) j = e + 1 }
    if (tok[j] != "(") return
    d = 0; nameTok = ""; colon = 0
    for (; j <= nt; j++) {
        t = tok[j]
        if (t == "(" || t == "[" || t == "<") { d++; if (d == 1 && t == "(") { nameTok = ""; colon = 0 }; continue }
        if (t == ")" || t == "]" || t == ">") { d--; if (d == 0) { j++; break }; continue }
        if (d == 1 && t == ",") { nameTok = ""; colon = 0; continue }
        if (d == 1 && t == ":" && !colon) { colon = 1; if (nameTok != "") varKind[nameTok] = annotationKind(j + 1); continue }
        if (d == 1 && !colon && isIdent(t)) nameTok = t
    }
    if (tok[j] == "->") { k = annotationKind(j + 1); if (k != "-") fnKind[name] = k }
}

function walk(    i, j, d, t, nx, name, k, e, isStatic, callIdx, fnIdx, labelList, c) {
    split("", memberCall); split("", callKind); split("", callStatic)
    split("", varKind); split("", fnKind)
    # Functions first, so a call before the declaration knows its kind.
    for (i = 1; i < nt; i++) if (tok[i] == "func" && isIdent(tok[i + 1])) {
        j = i + 2
        if (tok[j] == "<") { e = genericEnd(j); if (e) j = e + 1 }
        if (tok[j] != "(") continue
        d = 0
        for (; j <= nt; j++) { if (tok[j] == "(") d++; else if (tok[j] == ")") { d--; if (d == 0) break } }
        if (tok[j + 1] == "->") { k = annotationKind(j + 2); if (k != "-") fnKind[tok[i + 1]] = k }
    }
    lvl = -1; push("", 0, 0)
    for (i = 1; i <= nt; i++) {
        t = tok[i]
        # A new line that does not continue the chain starts a new statement.
        if (i > 1 && tline[i] != tline[i - 1] && t != "." && t != ")" && t != "]" && t != "}" && t != "{" && t != "->" && t != "op" && t != "?" && t != ":" &&
            (prevt[lvl] == "ident" || prevt[lvl] == "close" || prevt[lvl] == "literal" || prevt[lvl] == "type") && open[lvl] != "(" && open[lvl] != "[") {
            endStatement(lvl)
        }
        # The first token of an argument of a call: its label, or "_".
        if (argStart[lvl] && callTok[lvl] && t != ")" && t != ",") {
            argStart[lvl] = 0
            if ((isIdent(t) || t in keywords) && tok[i + 1] == ":") {
                labels[lvl] = labels[lvl] t ":"; i++
                prevt[lvl] = "start"; kind[lvl] = startKind(lvl)
                continue
            }
            labels[lvl] = labels[lvl] "_:"
        }
        if (t == ";") { endStatement(lvl); continue }
        if (t == "func" && isIdent(tok[i + 1])) { endStatement(lvl); declareFunction(i); i++; prevt[lvl] = "ident"; continue }

        if (t == "(" || t == "{" || t == "[") {
            callIdx = 0; fnIdx = 0
            if (t == "(" && i > 1 && memberCall[i - 1]) callIdx = i - 1
            else if (t == "(" && prevt[lvl] == "ident" && lastName[lvl]) fnIdx = lastName[lvl]
            c = 0
            if (t == "(" && tok[i - 1] ~ /^assert(Operator|Inputs)Contract$/) c = 1
            if (t == "{" && (tok[i - 1] ~ /^assert(Operator|Inputs)Contract$/ || (tok[i - 1] == ")" && closedFn[lvl] ~ /^assert(Operator|Inputs)Contract$/))) c = 1
            push(t, callIdx, fnIdx)
            if (c) contract[lvl] = 1
            kind[lvl] = startKind(lvl)
            continue
        }
        if (t == ")" || t == "}" || t == "]") {
            if (lvl <= 0) continue
            endStatement(lvl)
            callIdx = callTok[lvl]; fnIdx = fnTok[lvl]; labelList = labels[lvl]
            k = callKind[callIdx]; isStatic = callStatic[callIdx]
            lvl--
            closedFn[lvl] = ""; lastName[lvl] = 0
            if (t == ")" && callIdx) {
                name = tok[callIdx]
                if (tok[i + 1] == "{") labelList = labelList "*:"
                record(callIdx, name, labelList, k, isStatic)
                kind[lvl] = after(name, k)
                closedFn[lvl] = name
            } else if (t == ")" && fnIdx) {
                name = tok[fnIdx]
                if (name in fnKind) kind[lvl] = fnKind[name]
                else if (isType(name)) kind[lvl] = kindOfType(name)
                closedFn[lvl] = name
            }
            prevt[lvl] = "close"
            continue
        }
        if (t == ".") {
            nx = tok[i + 1]
            if ((prevt[lvl] == "ident" || prevt[lvl] == "close" || prevt[lvl] == "literal" || prevt[lvl] == "type") && (isIdent(nx) || nx in keywords)) {
                isStatic = (prevt[lvl] == "type")
                i++; lastName[lvl] = 0
                if (tok[i + 1] == "(") {
                    memberCall[i] = 1; callKind[i] = kind[lvl]; callStatic[i] = isStatic
                } else if (tok[i + 1] == "{") {
                    record(i, nx, "*:", kind[lvl], isStatic)
                    kind[lvl] = after(nx, kind[lvl])
                } else if (isStatic && isType(nx)) {
                    # A nested type (`Observables.Just`): still a type.
                    prevt[lvl] = "type"
                    if (tok[i + 1] == "<") { e = genericEnd(i + 1); if (e) i = e }
                    continue
                } else {
                    # A property: its declared kind, if known.
                    kind[lvl] = (nx in prop) ? prop[nx] : "-"
                }
                prevt[lvl] = "ident"; continue
            }
            # An implicit member (`.seconds(1)`): not a chain.
            if (isIdent(nx) || nx in keywords) { i++; prevt[lvl] = "ident"; kind[lvl] = "-"; lastName[lvl] = 0 }
            continue
        }
        if (t == ",") {
            endStatement(lvl); argStart[lvl] = 1; kind[lvl] = startKind(lvl)
            continue
        }
        if (t == ":") {
            if (varName[lvl] != "" && !varActive[lvl] && varAnnot[lvl] == "") varAnnot[lvl] = annotationKind(i + 1)
            prevt[lvl] = "start"; kind[lvl] = startKind(lvl)
            continue
        }
        if (t == "=") {
            if (varName[lvl] != "") varActive[lvl] = 1
            prevt[lvl] = "start"; kind[lvl] = startKind(lvl)
            continue
        }
        if (t == "0") { prevt[lvl] = "literal"; kind[lvl] = "-"; continue }
        if (t == "?" || t == "!") { if (prevt[lvl] != "ident" && prevt[lvl] != "close" && prevt[lvl] != "type") prevt[lvl] = "start"; continue }
        if (t == "->" || t == "op" || t == "<" || t == ">") { prevt[lvl] = "start"; kind[lvl] = startKind(lvl); continue }
        if (t == "let" || t == "var") {
            endStatement(lvl)
            if (isIdent(tok[i + 1])) { varName[lvl] = tok[i + 1]; i++; prevt[lvl] = "ident" }
            continue
        }
        if (t in keywords) { prevt[lvl] = "start"; kind[lvl] = startKind(lvl); continue }
        if (isIdent(t)) {
            if (prevt[lvl] == "start") {
                if (isType(t)) kind[lvl] = kindOfType(t)
                else if (t in varKind) kind[lvl] = varKind[t]
                else if (contract[lvl] || t ~ /^\$[0-9]+$/) kind[lvl] = "obs"
                else if (t in prop) kind[lvl] = prop[t]
                else kind[lvl] = "-"
            }
            lastName[lvl] = i
            if (isType(t)) {
                prevt[lvl] = "type"
                if (tok[i + 1] == "<") { e = genericEnd(i + 1); if (e) i = e }
                if (tok[i + 1] == "(") prevt[lvl] = "ident"
            } else prevt[lvl] = "ident"
            continue
        }
    }
}
