# Adds lock entries for optional platform packages that the registry here does not serve, so
# `npm ci` accepts the lock file. Run after any `npm install`: python3 scripts/complete-lockfile.py .
import json, re, subprocess, sys
d = sys.argv[1]
lock = json.load(open(f'{d}/package-lock.json'))
pk = lock['packages']
added = 0
for path, meta in list(pk.items()):
    for name, spec in (meta.get('optionalDependencies') or {}).items():
        base = path + '/node_modules/' + name if path else 'node_modules/' + name
        top = 'node_modules/' + name
        if base in pk or top in pk: continue
        m = re.match(r'^[\^~]?(\d+\.\d+\.\d+.*)$', spec)
        entry = {"version": m.group(1) if m else spec, "optional": True}
        if meta.get('dev'): entry["dev"] = True
        osm = re.search(r'(android|darwin|freebsd|linux|win32|openbsd|sunos|aix|netbsd)', name)
        cpum = re.search(r'(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64|wasm32)', name)
        if osm: entry["os"] = [osm.group(1)]
        if cpum: entry["cpu"] = [cpum.group(1)]
        if 'musl' in name: entry["libc"] = ["musl"]
        pk[top] = entry; added += 1
json.dump(lock, open(f'{d}/package-lock.json','w'), indent=2); open(f'{d}/package-lock.json','a').write('\n')
print('added', added)
