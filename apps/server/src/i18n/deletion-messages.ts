/** Messages of account deletion (issue #20) in every interface language; merged into `messages`. */
export const deletionMessages = {
  en: {
    password_incorrect: 'That password is not right. Please try again.',
    recent_sign_in_required:
      'For your safety, sign out and sign in again with Google, then delete your account within 10 minutes.',
    deletion_not_requested: 'There is no deletion request to cancel for this account.',
    account_scheduled_for_deletion:
      'This account is locked because it is scheduled for deletion. You can cancel the deletion to use it again.',
  },
  pt: {
    password_incorrect: 'A senha não está correta. Tente novamente.',
    recent_sign_in_required:
      'Por segurança, saia e entre de novo com o Google, depois exclua sua conta em até 10 minutos.',
    deletion_not_requested: 'Não há pedido de exclusão para cancelar nesta conta.',
    account_scheduled_for_deletion:
      'Esta conta está bloqueada porque está agendada para exclusão. Você pode cancelar a exclusão para voltar a usá-la.',
  },
  es: {
    password_incorrect: 'La contraseña no es correcta. Inténtalo de nuevo.',
    recent_sign_in_required:
      'Por seguridad, cierra sesión y vuelve a entrar con Google; luego borra tu cuenta en menos de 10 minutos.',
    deletion_not_requested: 'No hay ninguna solicitud de borrado que cancelar en esta cuenta.',
    account_scheduled_for_deletion:
      'Esta cuenta está bloqueada porque está programada para borrarse. Puedes cancelar el borrado para volver a usarla.',
  },
} as const;
