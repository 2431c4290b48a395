import { IMAGE_FIELD } from './image-field.js';

export const ONBOARDING = {
  fullNameHeading: 'Full name',
  firstName: 'First name*',
  lastName: 'Last name*',
  dancerNameHeading: 'Username',
  dancerName: 'Dancer name, nickname, etc...*',
  birthdayHeading: 'Enter your birthday',
  birthdayMask: '##/##/####',
  birthdayPlaceholder: '10/18/1993',
  city: 'City*',
  state: 'State*',
  avatarHeading: 'Add a profile picture',
  addImage: IMAGE_FIELD.addImage,
  editImage: IMAGE_FIELD.editImage,
  createProfile: 'create profile',
} as const;
