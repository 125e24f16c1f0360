#!/bin/sh
# The `bucket` job of compose.yaml, run before the sites start (and again by hand after a rotated
# site_s3_secret_key, README: Runbook). As MinIO's root user: makes the private bucket, the policy
# deploy/bucket/site-policy.json, and the sites' own user with that policy and no other. Each
# step may run again and changes only what differs.
#
# The policy grants what server/storage/s3-file-store.ts sends: PutObject, GetObject,
# DeleteObject, and HeadBucket for the health check, which S3 and MinIO authorise as
# s3:ListBucket (ListBucket also turns a read of a missing key into 404 rather than 403, which
# the site takes for "no such file").
set -eu

secret() { cat "/run/secrets/$1"; }
site_user=$(secret site_s3_access_key)

mc alias set local http://minio:9000 "$(secret minio_root_user)" "$(secret minio_root_password)" >/dev/null
mc mb --ignore-existing local/voltline-files
# Replaces the policy of that name, so a changed file takes effect on the next run.
mc admin policy create local voltline-site /etc/voltline-bucket/site-policy.json
# Creates the user, or sets the secret key of the one that exists.
mc admin user add local "$site_user" "$(secret site_s3_secret_key)"
if ! attached=$(mc admin policy attach local voltline-site --user "$site_user" 2>&1); then
	case $attached in
	*"already in effect"*) ;;
	*)
		echo "$attached" >&2
		exit 1
		;;
	esac
fi
echo "bucket voltline-files ready; user $site_user holds the voltline-site policy only"
