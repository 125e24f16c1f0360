import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('public error catalogue (public-site.md §8)', () => {
  it.each([
    [MESSAGES.careers.homeLoadFailed, 'Failed to load job listings. Please try again later.'],
    [MESSAGES.careers.loadFailed, 'Something went wrong. Please try again later.'],
    [MESSAGES.caseStudies.loadFailed, 'Failed to load case studies'],
    [MESSAGES.caseStudies.empty, 'No case studies found.'],
    [MESSAGES.contact.success, 'Thank you for your message. We will get back to you soon!'],
    [MESSAGES.contact.failure, 'Sorry, there was an error sending your message. Please try again later.'],
    [MESSAGES.application.positionsLoadFailed, 'Failed to load positions for this country'],
    [MESSAGES.application.positionsLoading, 'Loading positions...'],
    [MESSAGES.application.submitWithErrors, 'Please correct the errors before submitting the form.'],
    [
      MESSAGES.application.submitFailed,
      'Sorry, there was an error submitting your application. Please try again later.',
    ],
    [
      MESSAGES.application.success,
      'Thank you for your application. We will review it and get back to you soon!',
    ],
    [MESSAGES.application.successTitle, 'Application Submitted Successfully!'],
    [MESSAGES.application.cvHint, 'Max file size: 10MB. Only PDF files are accepted.'],
    [MESSAGES.gallery.categoriesLoadFailed, 'Failed to load gallery categories'],
    [MESSAGES.gallery.imagesLoadFailed, 'Failed to load gallery images'],
    [MESSAGES.gallery.empty, 'No images found'],
    [MESSAGES.gallery.emptyCategory, 'No images found in this category'],
    [MESSAGES.products.loadFailed, 'Failed to load products'],
    [MESSAGES.products.empty, 'No products found'],
    [MESSAGES.products.notFound, 'Product Not Found'],
  ])('reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats the generic API failure as "API error: {status}"', () => {
    expect(MESSAGES.api.error(502)).toBe('API error: 502');
  });

  it('names the country in "No current openings in {country}."', () => {
    expect(MESSAGES.careers.noOpenings('Uzbekistan')).toBe('No current openings in Uzbekistan.');
  });
});

describe('admin error catalogue (admin.md §8)', () => {
  it.each([
    [MESSAGES.login.failed, 'Failed to login'],
    [MESSAGES.session.authRequired, 'Authentication required'],
    [MESSAGES.galleryAdmin.fetchImagesFailed, 'Failed to fetch images'],
    [MESSAGES.galleryAdmin.uploadFailed, 'Failed to upload image'],
    [MESSAGES.galleryAdmin.fetchCategoriesFailed, 'Failed to fetch categories'],
    [MESSAGES.galleryAdmin.createDefaultsFailed, 'Failed to create default categories'],
    [MESSAGES.galleryAdmin.saveCategoryFailed, 'Failed to save category'],
    [MESSAGES.galleryAdmin.deleteCategoryFailed, 'Failed to delete category'],
    [MESSAGES.applications.fetchFailed, 'Failed to fetch applications'],
    [MESSAGES.applications.statusUpdateFailed, 'Failed to update status'],
    [MESSAGES.applications.deleteFailed, 'Failed to delete application'],
    [MESSAGES.caseStudyAdmin.fetchFailed, 'Failed to fetch case studies'],
    [MESSAGES.caseStudyAdmin.saveFailed, 'Failed to save case study'],
    [MESSAGES.caseStudyAdmin.deleteFailed, 'Failed to delete case study'],
    [MESSAGES.productAdmin.fetchFailed, 'Failed to fetch products'],
    [MESSAGES.productAdmin.saveFailed, 'Failed to save product'],
    [MESSAGES.productAdmin.deleteFailed, 'Failed to delete product'],
  ])('reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats delete failures with the server message or the status', () => {
    expect(MESSAGES.applications.deleteFailedWithMessage('Not found')).toBe('Delete failed: Not found');
    expect(MESSAGES.applications.deleteFailedWithStatus(500)).toBe('Delete failed with status 500');
  });

  it.each([
    [MESSAGES.jobs.empty, 'No job listings found matching your criteria'],
    [MESSAGES.applications.empty, 'No applications found matching your filters'],
    [MESSAGES.galleryAdmin.noCategories, 'No categories found. Add your first category above.'],
    [MESSAGES.caseStudyAdmin.empty, 'No case studies found. Add your first case study to get started.'],
    [MESSAGES.productAdmin.empty, 'No products found.'],
    [MESSAGES.caseStudyAdmin.noSections, 'No sections added yet. Add a section to get started.'],
  ])('shows the empty state %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [MESSAGES.jobs.confirmDelete, 'Are you sure you want to delete this job listing?'],
    [MESSAGES.galleryAdmin.confirmDeleteImage, 'Are you sure you want to delete this image?'],
    [
      MESSAGES.galleryAdmin.confirmDeleteCategory,
      'Are you sure you want to delete this category? This will not delete the images in this category.',
    ],
    [MESSAGES.caseStudyAdmin.confirmDelete, 'Are you sure you want to delete this case study?'],
    [MESSAGES.productAdmin.confirmDelete, 'Are you sure you want to delete this product?'],
  ])('asks %j before deleting', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('greets the user by name, or Admin', () => {
    expect(MESSAGES.session.welcome('Sam')).toBe('Welcome, Sam');
    expect(MESSAGES.session.welcome('')).toBe('Welcome, Admin');
    expect(MESSAGES.session.welcome(undefined)).toBe('Welcome, Admin');
  });
});
