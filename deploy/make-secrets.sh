#!/bin/sh
# Writes the secrets compose.yaml mounts into its containers (/run/secrets/NAME), one file each
# in deploy/secrets/ (git-ignored). README: Runbook.
#
#   deploy/make-secrets.sh                       writes every file that is missing, keeps the rest
#   deploy/make-secrets.sh --rotate NAME...      writes those again with new values
#
# NAME is one of the names listed below. postgres_password takes database_url with it (the URL
# holds the password). A rotated value is written into the same file, so a running container
# sees it at once; what has to be restarted or run for each is in the README's Runbook.
#
# smtp_url starts empty (e-mail stays queued in the dashboard's Outbox): put the
# smtp://user:pass@host:587 URL in it by hand. oidc_client_secret likewise, for single sign-on.
set -eu

dir=$(cd "$(dirname "$0")" && pwd)/secrets
umask 077
mkdir -p "$dir"
# Only this user reaches the files through this folder. The files themselves are readable by all
# because a bind-mounted file keeps its mode and owner inside the container, and the site (user
# node), PostgreSQL (user postgres) and MinIO each read theirs as a user of their own.
chmod 700 "$dir"

random() { openssl rand -hex "$1"; }

# Written in place (not replaced), so that a container holding the file mounted sees the new value.
put() {
	: >"$dir/$1"
	chmod 644 "$dir/$1"
	printf '%s\n' "$2" >"$dir/$1"
	echo "wrote deploy/secrets/$1"
}

value_of() {
	case $1 in
	postgres_password) random 24 ;;
	minio_root_user) echo "root-$(random 4)" ;;
	minio_root_password) random 24 ;;
	site_s3_access_key) echo "voltline-site" ;;
	site_s3_secret_key) random 24 ;;
	metrics_token) random 24 ;;
	smtp_url | oidc_client_secret) echo "" ;;
	*) return 1 ;;
	esac
}

database_url_from_password() {
	put database_url "postgres://voltline:$(cat "$dir/postgres_password")@postgres:5432/voltline"
}

write() {
	case $1 in
	database_url) database_url_from_password ;;
	postgres_password)
		put postgres_password "$(value_of postgres_password)"
		database_url_from_password
		;;
	*)
		value=$(value_of "$1") || {
			echo "make-secrets: unknown secret $1 (one of: $NAMES)" >&2
			exit 2
		}
		put "$1" "$value"
		;;
	esac
}

NAMES="postgres_password minio_root_user minio_root_password site_s3_access_key site_s3_secret_key metrics_token smtp_url oidc_client_secret"

if [ "${1:-}" = "--rotate" ]; then
	shift
	[ $# -gt 0 ] || {
		echo "usage: deploy/make-secrets.sh --rotate NAME... (one of: $NAMES)" >&2
		exit 2
	}
	for name in "$@"; do
		case $name in
		smtp_url | oidc_client_secret)
			echo "make-secrets: $name is not made here: write it into deploy/secrets/$name by hand" >&2
			exit 2
			;;
		esac
		write "$name"
	done
	exit 0
fi
[ $# -eq 0 ] || {
	echo "usage: deploy/make-secrets.sh [--rotate NAME...]" >&2
	exit 2
}

for name in $NAMES; do
	[ -e "$dir/$name" ] || write "$name"
done
# Kept in step with the password it holds, also when only the URL went missing.
[ -e "$dir/database_url" ] || database_url_from_password
