// Stand-alone development entry (async boundary first, as in every Module Federation app).
import('./standalone/bootstrap');
