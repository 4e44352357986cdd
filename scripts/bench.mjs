// Benchmarks report figures; they never pass or fail a build. Later issues add them here.
console.log('no benchmarks yet');
