# The operators of Scripts/PublicAPI.txt and what they return, for
# Scripts/check-operator-coverage.sh. POSIX awk.
#
# Input: Scripts/PublicAPI.txt (kind, path, declaration; tab-separated).
# Output:
#   CONV\t<name>\t<kind>      a function or method whose public declarations that return a
#                            sequence all return the same kind (obs, prim, inf, shared): a call
#                            to it turns a chain into that kind (see Scripts/operator-calls.awk)
#   SIG\t<operator>\t<receiver kind>\t<name>\t<parameters>\t<chains32: 1/0>
#                            one line per declaration of an operator (an instance method of
#                            ObservableType or a trait type; see check-operator-coverage.sh for
#                            what is left out); <parameters> is "label/default/closure/variadic"
#                            per parameter, joined by ";" (default, closure, variadic: 1/0)

BEGIN {
    FS = "\t"
    receivers["ObservableType"] = "obs"
    receivers["PrimitiveSequence"] = "prim"; receivers["PrimitiveSequenceType"] = "prim"
    receivers["InfallibleSequence"] = "inf"; receivers["InfallibleType"] = "inf"
    receivers["SharedSequence"] = "shared"; receivers["SharedSequenceConvertibleType"] = "shared"
    # Consumers (they end a chain) and erasures (the same sequence, another static type).
    split("subscribe bind drive emit asObservable asSharedSequence", a, " ")
    for (k in a) notOperators[a[k]] = 1
}

# The kind of sequence a result type is, or "".
function resultKind(r) {
    sub(/^(some|any) /, "", r)
    if (r ~ /^Observables\./) return "obs"
    if (r ~ /^(Observable|ObservableType|TestableObservable|ConnectableObservable|GroupedObservable|PublishSubject|BehaviorSubject|ReplaySubject|AsyncSubject|PublishRelay|BehaviorRelay|ReplayRelay)([<. ]|$)/) return "obs"
    if (r ~ /^(PrimitiveSequence|Single|Maybe|Completable)([<. ]|$)/) return "prim"
    if (r ~ /^(InfallibleSequence|Infallible)([<. ]|$)/) return "inf"
    if (r ~ /^(SharedSequence|Driver|Signal|ControlEvent|ControlProperty)([<. ]|$)/) return "shared"
    return ""
}

# Splits a declaration into its parameter list (`params`) and result type (`result`).
function parse(decl,    i, c, d, start, n) {
    params = ""; result = ""
    # Skip "func name<...>" up to the parameter list's "(".
    start = index(decl, "(")
    if (!start) return 0
    d = 0
    n = length(decl)
    for (i = start; i <= n; i++) {
        c = substr(decl, i, 1)
        if (c == "(") d++
        else if (c == ")") { d--; if (d == 0) break }
    }
    params = substr(decl, start + 1, i - start - 1)
    result = substr(decl, i + 1)
    if (result ~ /^ (throws|rethrows|async)/) sub(/^ (async )?(throws(\([^)]*\))? |rethrows )?/, " ", result)
    if (substr(result, 1, 4) == " -> ") result = substr(result, 5); else result = ""
    sub(/ where .*/, "", result); sub(/ \(in extension .*/, "", result)
    return 1
}

# "label/default/closure/variadic;..." for a parameter list.
function encode(p,    out, d, i, c, part, n) {
    out = ""; d = 0; part = ""; n = length(p)
    for (i = 1; i <= n; i++) {
        c = substr(p, i, 1)
        if (c == "(" || c == "[" || c == "<") d++
        else if (c == ")" || c == "]") d--
        else if (c == ">" && substr(p, i - 1, 1) != "-") d--
        if (c == "," && d == 0) { out = out (out == "" ? "" : ";") param(part); part = ""; continue }
        part = part c
    }
    if (part ~ /[A-Za-z_]/) out = out (out == "" ? "" : ";") param(part)
    return out
}

function param(s,    head, type, w, nw, isDefault, isClosure, isVariadic) {
    sub(/^ +/, "", s)
    head = s; sub(/:.*/, "", head)
    type = substr(s, length(head) + 2)
    nw = split(head, w, " ")
    isDefault = (type ~ / = /)
    sub(/ = .*/, "", type)
    isClosure = (type ~ /->/)
    isVariadic = (type ~ /\.\.\.$/)
    return w[1] "/" isDefault "/" isClosure "/" isVariadic
}

$1 == "method" || $1 == "type.method" || $1 == "func" {
    path = $2; decl = $3
    name = path; sub(/\(.*/, "", name); sub(/.*\./, "", name)
    if (!parse(decl)) next
    # Declarations that return no sequence (BlockingObservable's first(), say) do not count.
    k = resultKind(result)
    if (k != "") {
        if (!(name in conv)) conv[name] = k
        else if (conv[name] != k) conv[name] = "?"
    }

    if ($1 != "method") next
    owner = path; sub(/^ValueRx\./, "", owner); sub(/\.[^.]*$/, "", owner)
    if (!(owner in receivers)) next
    if (name in notOperators) next
    operator = owner "." substr(path, length("ValueRx." owner) + 2)

    # Chains32 applies to element-wise and flattening operators: a result that is a pipeline
    # of stages (Observables.Pipeline, or a trait whose stage is not Stages.Identity) or a
    # flattening operator (Observables.FlatMap).
    r = result; gsub(/Stages\.Identity/, "", r)
    chains = (r ~ /Stages\./ || result ~ /Observables\.FlatMap</) ? 1 : 0
    if (owner == "ObservableType" && chains) observableChains[name] = 1
    sig[++nsig] = operator "\t" receivers[owner] "\t" name "\t" encode(params) "\t" chains "\t" owner
}

END {
    for (name in conv) if (conv[name] != "?") printf "CONV\t%s\t%s\n", name, conv[name]
    for (i = 1; i <= nsig; i++) {
        split(sig[i], f, "\t")
        chains = f[5]
        # The erased trait forms and the shared sequences (whose results do not show the
        # operator's shape) follow the observable operator of the same name.
        if (f[6] == "PrimitiveSequenceType" || f[6] == "InfallibleType" || f[6] == "SharedSequence" || f[6] == "SharedSequenceConvertibleType")
            chains = (f[3] in observableChains) ? 1 : 0
        printf "SIG\t%s\t%s\t%s\t%s\t%d\n", f[1], f[2], f[3], f[4], chains
    }
}
