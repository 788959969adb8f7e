// Stands in for stylesheets and images imported by components under jest.
module.exports = 'test-file-stub';
